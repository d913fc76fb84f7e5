import { useEffect, useEffectEvent } from 'react';
import { useRemoteProps } from '../context/remote-props';

/**
 * Tells the shell about a failed call of a content area once per failure (`area`: 'mfe-content/…').
 * The page goes on without the part that failed.
 */
export function useReportFailure(error: unknown, area: string): void {
  const { reportError } = useRemoteProps();
  const report = useEffectEvent((failure: unknown) => reportError(failure, area));
  useEffect(() => {
    if (error) report(error);
  }, [error]);
}
