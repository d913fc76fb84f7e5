import { useCallback, useSyncExternalStore } from 'react';
import type { EventBus } from '@escapade/shared-contracts/event-bus';

const NONE: readonly string[] = [];

/**
 * Whether an item is in the visitor's wishlist, as the shell last announced it on the bus
 * (`wishlist:changed`, a state event the bus replays to late subscribers). Before the shell has
 * spoken, and during a server render, nothing is saved.
 */
export function useIsInWishlist(bus: EventBus, id: string): boolean {
  const subscribe = useCallback((onChange: () => void) => bus.on('wishlist:changed', onChange), [bus]);
  const saved = () => (bus.last('wishlist:changed')?.ids ?? NONE).includes(id);
  return useSyncExternalStore(subscribe, saved, () => false);
}
