import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Tells `report` about each failure of a query once, after the render that shows it: a failure
 * the page renders again, or whose effect React runs twice in development, is not told twice.
 */
export function useReportFailure(failure: Error | null, report: (failure: Error) => void): void {
  const lastReported = useRef<Error | null>(null);
  const tell = useEffectEvent(report);
  useEffect(() => {
    if (failure === null || lastReported.current === failure) return;
    lastReported.current = failure;
    tell(failure);
  }, [failure]);
}
