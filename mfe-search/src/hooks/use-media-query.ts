import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** Breakpoints of the design system (phone < 600px, tablet 600–959px, desktop >= 960px). */
/** Phones (< 600px): the search box collapses into a summary opening a full-screen overlay. */
export const PHONE = '(max-width: 599px)';
export const TABLET_AND_UP = '(min-width: 600px)';
export const DESKTOP = '(min-width: 960px)';
/** Every screen DESKTOP does not match (phones and tablets). */
export const BELOW_DESKTOP = `not all and ${DESKTOP}`;

/** Whether a media query matches; false where matchMedia does not exist (tests, old browsers). */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(
    () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

const noSubscription = () => () => {};

/**
 * Whether a media query matches, or null where no screen is known: in the server's render, which
 * then draws every layout and lets CSS media queries show the screen's own one (components/by-screen).
 */
export function useMediaQueryWhereKnown(query: string): boolean | null {
  // One subscription per query, not one per render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return noSubscription();
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => null,
  );
}
