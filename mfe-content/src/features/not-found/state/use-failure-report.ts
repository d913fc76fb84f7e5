import { useEffect, useEffectEvent } from 'react';
import { useRemoteProps } from '../../../context/remote-props';

/**
 * Tells the shell once about a call of the 404 page that failed. The page still shows everything
 * else: a failed part is only left out.
 */
export function useFailureReport(failure: Error | null, area: string): void {
  const { reportError } = useRemoteProps();
  const tellShell = useEffectEvent((error: Error) => reportError(error, area));
  useEffect(() => {
    if (failure !== null) tellShell(failure);
  }, [failure]);
}
