import type { KyInstance } from 'ky';
import type { WishlistItem } from '@escapade/shared-contracts/event-bus';

/**
 * POST /gateway/account/wishlist/merge: the account's list joined with the page's items (the
 * account's first, no id twice, at most 100). The answer is read by the caller, unchecked here.
 */
export function mergeAccountWishlist(api: KyInstance, items: WishlistItem[]): Promise<unknown> {
  return api.post('gateway/account/wishlist/merge', { json: { items } }).json<unknown>();
}
