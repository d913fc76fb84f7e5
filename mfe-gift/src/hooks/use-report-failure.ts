import { useEffect, useEffectEvent } from 'react';
import { useRemoteProps } from '../context/remote-props';

/**
 * Reports a failed call to the shell once per error, under `source` (mfe-gift/<area>). `isFault`
 * leaves out failures that are no fault of the shop: an unknown offer, a gift session that ended.
 */
export function useReportFailure(
  error: unknown,
  source: string,
  isFault: (error: unknown) => boolean = () => true,
): void {
  const { reportError } = useRemoteProps();
  const report = useEffectEvent((failure: unknown) => {
    if (isFault(failure)) reportError(failure, source);
  });
  useEffect(() => {
    if (error) report(error);
  }, [error]);
}
