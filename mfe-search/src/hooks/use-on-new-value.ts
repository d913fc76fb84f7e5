import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onValue` once for each new value (null and undefined aside), after the render that
 * brought it: a failure is reported once and an answer acted on once, however often the page
 * renders, refetches the same data or (in development) runs its effects twice.
 */
export function useOnNewValue<T>(value: T | null | undefined, onValue: (value: T) => void): void {
  const handled = useRef<T | null>(null);
  const handle = useEffectEvent(onValue);
  useEffect(() => {
    if (value === null || value === undefined || Object.is(handled.current, value)) return;
    handled.current = value;
    handle(value);
  }, [value]);
}
