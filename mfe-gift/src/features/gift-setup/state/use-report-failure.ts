import { useEffect, useEffectEvent } from 'react';
import { isNotFound } from '@escapade/shared-contracts/api-client';
import { useRemoteProps } from '../../../context/remote-props';

/** Reports a failed call of the set-up once per error; an unknown offer is not a fault. */
export function useReportFailure(error: unknown): void {
  const { reportError } = useRemoteProps();
  const report = useEffectEvent((failure: unknown) => reportError(failure, 'mfe-gift/gift-setup'));
  useEffect(() => {
    if (error && !isNotFound(error)) report(error);
  }, [error]);
}
