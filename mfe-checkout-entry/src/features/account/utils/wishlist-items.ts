import type { WishlistItem } from '@escapade/shared-contracts/event-bus';

/** A path of the shop ('/sejour/12#…'): never another site, never a 'javascript:' address. */
function isShopPath(uri: unknown): uri is string {
  return typeof uri === 'string' && uri.startsWith('/') && !uri.startsWith('//') && !uri.includes('\\');
}

/** The items that can be shown and linked: an id, a label and a path of the shop. */
export function showableItems(items: readonly WishlistItem[]): WishlistItem[] {
  return items.filter((item) => typeof item.id === 'string' && typeof item.label === 'string' && isShopPath(item.uri));
}
