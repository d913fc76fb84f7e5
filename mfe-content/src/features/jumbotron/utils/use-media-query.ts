import { useCallback, useSyncExternalStore } from 'react';

/** Phones are narrower than 600px (the shell's breakpoints). */
export const PHONE_MEDIA_QUERY = '(max-width: 599px)';

/** Whether a media query matches, read synchronously on first render so the layout never jumps. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
