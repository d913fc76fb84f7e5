/**
 * The products a visitor viewed lately, kept in the browser: product pages say so on the bus
 * (`product:viewed`); stays and activities are kept apart, newest first, each once, at most
 * RECENTLY_VIEWED_CAP of each. Once at start and after each view the shell announces both lists
 * (`recentlyViewed:changed`, a state event late listeners receive too).
 */
import type { EventBus, RecentlyViewed, WishlistItem } from '@escapade/shared-contracts/event-bus';
import { readKeptItems, type WishlistType } from '../utils/wishlist-storage';

/** How many stays, and how many activities, are remembered. */
export const RECENTLY_VIEWED_CAP = 10;

export const RECENTLY_VIEWED_STORAGE_KEYS: Readonly<Record<WishlistType, string>> = {
  STAY: 'escapade.recentlyViewed.stays',
  ACTIVITY: 'escapade.recentlyViewed.activities',
};

/** The list with the item first, without its earlier visit, cut to the cap. */
export function withViewed(list: readonly WishlistItem[], item: WishlistItem): WishlistItem[] {
  return [item, ...list.filter((kept) => kept.id !== item.id)].slice(0, RECENTLY_VIEWED_CAP);
}

export function readRecentlyViewed(storage: Storage | null): RecentlyViewed {
  return {
    stays: readKeptItems(storage, RECENTLY_VIEWED_STORAGE_KEYS.STAY, 'STAY'),
    activities: readKeptItems(storage, RECENTLY_VIEWED_STORAGE_KEYS.ACTIVITY, 'ACTIVITY'),
  };
}

/** Listens to the bus; returns the function that stops listening. */
export function connectRecentlyViewed({ bus, storage }: { bus: EventBus; storage: Storage | null }): () => void {
  bus.emit('recentlyViewed:changed', readRecentlyViewed(storage));
  return bus.on('product:viewed', (item) => {
    const key = RECENTLY_VIEWED_STORAGE_KEYS[item.type];
    const next = withViewed(readKeptItems(storage, key, item.type), item);
    try {
      storage?.setItem(key, JSON.stringify(next));
    } catch {
      // A full or blocked storage remembers nothing beyond this page.
    }
    bus.emit('recentlyViewed:changed', {
      ...readRecentlyViewed(storage),
      [item.type === 'STAY' ? 'stays' : 'activities']: next,
    });
  });
}
