/**
 * The wishlist's state (jotai, kept in localStorage with atomWithStorage) and its link to the
 * page's bus: remotes emit `wishlist:toggle` with an item (added when absent, removed when
 * present); once at start and whenever the kept ids change — here or in another tab — the shell
 * emits `wishlist:changed` with every id so cards can show their heart. The changes the visitor
 * makes on this page are also told to whoever listens (the copy kept on a customer's account).
 */
import { atom, createStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { EventBus, WishlistItem } from '@escapade/shared-contracts/event-bus';
import { WISHLIST_STORAGE_KEYS, wishlistStorage, type WishlistType } from '../utils/wishlist-storage';

export interface WishlistState {
  stays: WishlistItem[];
  activities: WishlistItem[];
}

/** One change the visitor made on this page: the item is now kept (`present`) or not. */
export interface WishlistChange {
  item: WishlistItem;
  present: boolean;
}

export function wishlistIds(state: WishlistState): string[] {
  return [...state.stays, ...state.activities].map((item) => item.id);
}

export type WishlistStore = ReturnType<typeof createWishlistStore>;

export function createWishlistStore({ bus, storage }: { bus: EventBus; storage: Storage | null }) {
  const store = createStore();
  const listAtom = (type: WishlistType) =>
    atomWithStorage<WishlistItem[]>(WISHLIST_STORAGE_KEYS[type], [], wishlistStorage(storage, type), {
      getOnInit: true,
    });
  const lists = { STAY: listAtom('STAY'), ACTIVITY: listAtom('ACTIVITY') };
  const wishlistAtom = atom<WishlistState>((get) => ({ stays: get(lists.STAY), activities: get(lists.ACTIVITY) }));

  // The ids last said on the bus: a change that leaves them as they were is not announced again.
  let announcedIds: string | null = null;
  const announce = () => {
    const ids = wishlistIds(store.get(wishlistAtom));
    const key = JSON.stringify(ids);
    if (key === announcedIds) return;
    announcedIds = key;
    bus.emit('wishlist:changed', { ids });
  };

  const changeListeners = new Set<(change: WishlistChange) => void>();

  function replaceList(type: WishlistType, items: WishlistItem[]): void {
    store.set(lists[type], items);
    announce();
  }

  function tellChange(change: WishlistChange): void {
    for (const listener of changeListeners) listener(change);
  }

  /** Adds the item (newest first) when its list lacks it, removes it otherwise. */
  function toggle(item: WishlistItem): void {
    const list = store.get(lists[item.type]);
    const present = list.some((kept) => kept.id === item.id);
    replaceList(item.type, present ? list.filter((kept) => kept.id !== item.id) : [item, ...list]);
    tellChange({ item, present: !present });
  }

  function remove(type: WishlistType, id: string): void {
    const list = store.get(lists[type]);
    const item = list.find((kept) => kept.id === id);
    if (!item) return;
    replaceList(
      type,
      list.filter((kept) => kept.id !== id),
    );
    tellChange({ item, present: false });
  }

  /** Takes both lists as they are given (the account's copy), without telling it as the visitor's change. */
  function adopt(state: WishlistState): void {
    store.set(lists.STAY, state.stays);
    store.set(lists.ACTIVITY, state.activities);
    announce();
  }

  /** Follows the visitor's changes on this page; returns the function that stops following. */
  function onChange(listener: (change: WishlistChange) => void): () => void {
    changeListeners.add(listener);
    return () => {
      changeListeners.delete(listener);
    };
  }

  /** Listens to the bus and, through the storage atoms, to other tabs; returns the function that stops listening. */
  function connect(): () => void {
    const stopToggle = bus.on('wishlist:toggle', toggle);
    announcedIds = null;
    announce();
    const stopFollowing = store.sub(wishlistAtom, announce);
    return () => {
      stopToggle();
      stopFollowing();
    };
  }

  return { store, wishlistAtom, toggle, remove, adopt, onChange, connect };
}
