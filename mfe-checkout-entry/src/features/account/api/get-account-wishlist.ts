import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { WishlistItem } from '@escapade/shared-contracts/event-bus';

/** GET /gateway/account/wishlist: the items kept on the customer's account (401 when signed out). */
export async function getAccountWishlist(api: KyInstance, signal?: AbortSignal): Promise<{ items: WishlistItem[] }> {
  const answer = await api.get('gateway/account/wishlist', { signal }).json<{ items?: unknown }>();
  return { items: Array.isArray(answer.items) ? (answer.items as WishlistItem[]) : [] };
}

export function accountWishlistQuery(api: KyInstance) {
  return queryOptions({
    queryKey: ['account-area', 'wishlist'] as const,
    queryFn: ({ signal }) => getAccountWishlist(api, signal),
  });
}
