/**
 * The wishlist's state (jotai) and its link to the page's bus: remotes emit `wishlist:toggle`
 * with an item (added when absent, removed when present); after every change, and once at start,
 * the shell emits `wishlist:changed` with every id so cards can show their heart.
 */
import { atom, createStore } from 'jotai';
import type { EventBus, WishlistItem } from '@escapade/shared-contracts/event-bus';
import { WISHLIST_STORAGE_KEYS, readWishlist, writeWishlist, type WishlistType } from '../utils/wishlist-storage';

export interface WishlistState {
  stays: WishlistItem[];
  activities: WishlistItem[];
}

export const wishlistAtom = atom<WishlistState>({ stays: [], activities: [] });

const LIST_OF: Readonly<Record<WishlistType, keyof WishlistState>> = { STAY: 'stays', ACTIVITY: 'activities' };

export function wishlistIds(state: WishlistState): string[] {
  return [...state.stays, ...state.activities].map((item) => item.id);
}

export type WishlistStore = ReturnType<typeof createWishlistStore>;

export function createWishlistStore({ bus, storage }: { bus: EventBus; storage: Storage | null }) {
  const store = createStore();
  const load = (): WishlistState => ({
    stays: readWishlist(storage, 'STAY'),
    activities: readWishlist(storage, 'ACTIVITY'),
  });
  store.set(wishlistAtom, load());

  const announce = () => bus.emit('wishlist:changed', { ids: wishlistIds(store.get(wishlistAtom)) });

  function replaceList(type: WishlistType, items: WishlistItem[]): void {
    store.set(wishlistAtom, { ...store.get(wishlistAtom), [LIST_OF[type]]: items });
    writeWishlist(storage, type, items);
    announce();
  }

  /** Adds the item (newest first) when its list lacks it, removes it otherwise. */
  function toggle(item: WishlistItem): void {
    const list = store.get(wishlistAtom)[LIST_OF[item.type]];
    const present = list.some((kept) => kept.id === item.id);
    replaceList(item.type, present ? list.filter((kept) => kept.id !== item.id) : [item, ...list]);
  }

  function remove(type: WishlistType, id: string): void {
    replaceList(
      type,
      store.get(wishlistAtom)[LIST_OF[type]].filter((kept) => kept.id !== id),
    );
  }

  /** Listens to the bus and to other tabs; returns the function that stops listening. */
  function connect(): () => void {
    const stopToggle = bus.on('wishlist:toggle', toggle);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && !Object.values(WISHLIST_STORAGE_KEYS).includes(event.key)) return;
      store.set(wishlistAtom, load());
      announce();
    };
    window.addEventListener('storage', onStorage);
    announce();
    return () => {
      stopToggle();
      window.removeEventListener('storage', onStorage);
    };
  }

  return { store, toggle, remove, connect };
}
