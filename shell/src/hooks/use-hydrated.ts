import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while the page is rendered on the server and while the browser hydrates that markup, true
 * from then on (and at once in a page drawn by the browser alone). What only the browser can draw
 * (sanitised CMS markup, what a cookie or local storage holds) waits for it, so the hydrated markup
 * is exactly the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
