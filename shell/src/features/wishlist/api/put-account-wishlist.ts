import type { KyInstance } from 'ky';
import type { WishlistItem } from '@escapade/shared-contracts/event-bus';

/** PUT /gateway/account/wishlist: the account's list becomes `items`. */
export async function putAccountWishlist(api: KyInstance, items: WishlistItem[]): Promise<void> {
  await api.put('gateway/account/wishlist', { json: { items } });
}
