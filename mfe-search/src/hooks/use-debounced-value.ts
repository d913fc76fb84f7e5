import { useEffect, useState } from 'react';

/**
 * The value once it has stayed the same for `delayMs` (the last settled one meanwhile), so quick
 * successive changes — typing, a slider drag — ask the api once. With no delay, the value itself.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return delayMs <= 0 ? value : settled;
}
