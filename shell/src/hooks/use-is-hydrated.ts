import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while its markup hydrates, true from then on. What only the browser
 * knows (the address's hash, what it stored) must wait for it: React keeps the server's attributes
 * when it takes a page over, so a link drawn differently during hydration would keep the server's href.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
