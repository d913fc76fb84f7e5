import { useEffect, useState } from 'react';
import type { EventBus } from '@escapade/shared-contracts/event-bus';

const NOTHING_YET: ReadonlySet<string> = new Set();

/**
 * The ids in the visitor's wishlist, from the shell's `wishlist:changed` state event (the bus
 * replays its last value to late subscribers). Until the shell has spoken, nothing is saved.
 */
export function useWishlistIds(bus: EventBus): ReadonlySet<string> {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set(bus.last('wishlist:changed')?.ids ?? []));
  useEffect(() => bus.on('wishlist:changed', ({ ids: next }) => setIds(new Set(next))), [bus]);
  return ids.size === 0 ? NOTHING_YET : ids;
}
