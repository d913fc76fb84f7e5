import { useBusState } from '../../../hooks/use-bus-state';

/**
 * Whether an item is in the visitor's wishlist, as the shell last announced it on the bus
 * (`wishlist:changed`). Before the shell has spoken, and during a server render, nothing is saved.
 */
export function useIsInWishlist(id: string): boolean {
  return useBusState('wishlist:changed', (wishlist) => wishlist?.ids.includes(id) ?? false);
}
