/**
 * The wishlist kept in the browser: items are kept locally, stays and activities apart, each
 * under its own localStorage key. Stored items are checked when read: anything unreadable or
 * malformed is dropped, never thrown.
 */
import type { SyncStorage } from 'jotai/vanilla/utils/atomWithStorage';
import * as z from 'zod/mini';
import type { WishlistItem } from '@escapade/shared-contracts/event-bus';

export type WishlistType = WishlistItem['type'];

/** One localStorage key per type of item. */
export const WISHLIST_STORAGE_KEYS: Readonly<Record<WishlistType, string>> = {
  STAY: 'escapade.wishlist.stays',
  ACTIVITY: 'escapade.wishlist.activities',
};

/** A path of the shop ('/sejour/12#…'): never another site, never a javascript: URL. */
function isShopPath(uri: string): boolean {
  return uri.startsWith('/') && !uri.startsWith('//') && !uri.includes('\\');
}

/** What a stored item must hold to be shown and linked; other fields are kept as they are. */
export const wishlistItemSchema = z.lazy(() =>
  z.looseObject({
    id: z.string().check(z.minLength(1)),
    type: z.enum(['STAY', 'ACTIVITY']),
    label: z.string(),
    imageUrl: z.string(),
    uri: z.string().check(z.refine(isShopPath)),
    hotel: z.optional(z.looseObject({ label: z.string() })),
  }),
);

/** localStorage, or null where the browser refuses it (private modes, blocked storage). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The well-formed items of one type kept in `storage`. */
export function readWishlist(storage: Storage | null, type: WishlistType): WishlistItem[] {
  return readKeptItems(storage, WISHLIST_STORAGE_KEYS[type], type);
}

/** The well-formed items of one type kept under a key (the wishlist, the recently viewed products). */
export function readKeptItems(storage: Storage | null, key: string, type: WishlistType): WishlistItem[] {
  let stored: unknown;
  try {
    stored = JSON.parse(storage?.getItem(key) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (item): item is WishlistItem => wishlistItemSchema.safeParse(item).success && item.type === type,
  );
}

/**
 * jotai's storage for one type of item (see atomWithStorage): reads through `readWishlist`, writes
 * the list as JSON, and follows other tabs — a change of this key, or the whole storage cleared.
 */
export function wishlistStorage(storage: Storage | null, type: WishlistType): SyncStorage<WishlistItem[]> {
  return {
    getItem: () => readWishlist(storage, type),
    setItem: (key, items) => {
      try {
        storage?.setItem(key, JSON.stringify(items));
      } catch {
        // A full or blocked storage keeps the list for this page only.
      }
    },
    removeItem: (key) => {
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing kept, nothing to remove.
      }
    },
    subscribe: (key, callback) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === key) callback(readWishlist(storage, type));
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
