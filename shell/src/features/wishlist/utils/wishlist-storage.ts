/**
 * The wishlist kept in the browser (spec shell §2 "Wishlist drawer": items kept locally, separately
 * for stays and activities). Anything unreadable in storage is dropped, never thrown.
 */
import type { WishlistItem } from '@escapade/shared-contracts/event-bus';

export type WishlistType = WishlistItem['type'];

/** One localStorage key per type of item. */
export const WISHLIST_STORAGE_KEYS: Readonly<Record<WishlistType, string>> = {
  STAY: 'escapade.wishlist.stays',
  ACTIVITY: 'escapade.wishlist.activities',
};

/** A path of the shop ('/sejour/12#…'): never another site, never a javascript: URL. */
export function isShopPath(uri: unknown): uri is string {
  return typeof uri === 'string' && uri.startsWith('/') && !uri.startsWith('//') && !uri.includes('\\');
}

export function isWishlistItem(value: unknown): value is WishlistItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  const hotel = item.hotel as Record<string, unknown> | undefined;
  return (
    typeof item.id === 'string' &&
    item.id !== '' &&
    (item.type === 'STAY' || item.type === 'ACTIVITY') &&
    typeof item.label === 'string' &&
    typeof item.imageUrl === 'string' &&
    isShopPath(item.uri) &&
    (hotel === undefined || (typeof hotel === 'object' && hotel !== null && typeof hotel.label === 'string'))
  );
}

/** localStorage, or null where the browser refuses it (private modes, blocked storage). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readWishlist(storage: Storage | null, type: WishlistType): WishlistItem[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(WISHLIST_STORAGE_KEYS[type]) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((item): item is WishlistItem => isWishlistItem(item) && item.type === type)
      : [];
  } catch {
    return [];
  }
}

export function writeWishlist(storage: Storage | null, type: WishlistType, items: readonly WishlistItem[]): void {
  try {
    storage?.setItem(WISHLIST_STORAGE_KEYS[type], JSON.stringify(items));
  } catch {
    // A full or blocked storage keeps the list for this page only.
  }
}
