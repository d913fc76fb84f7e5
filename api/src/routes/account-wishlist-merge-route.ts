import type { FastifyInstance } from 'fastify';
import type { WishlistItem } from '@escapade/shared-contracts/event-bus';
import {
  ACCOUNT_RATE_LIMITS,
  accountOf,
  noStore,
  refuseOtherSites,
  requireSignedIn,
} from '../accounts/account-requests';
import { mergeAccountWishlist, wishlistBodySchema, wishlistProblem } from '../accounts/account-wishlists';
import { sendBadRequest } from '../http/error-handling';
import { rateLimited } from '../http/write-rate-limits';
import type { AppContext } from './app-context';

/**
 * POST /gateway/account/wishlist/merge {items}: the browser's wishlist joins the account's once the
 * customer signs in. Answers the union: the account's items first, then the new ones, each id
 * once, at most 100. 401 SIGNED_OUT without a session.
 */
export function registerAccountWishlistMergeRoute(app: FastifyInstance, { store, shopOrigins }: AppContext): void {
  app.post<{ Body: { items: WishlistItem[] } }>(
    '/gateway/account/wishlist/merge',
    {
      schema: { body: wishlistBodySchema },
      onRequest: [noStore, refuseOtherSites(shopOrigins), requireSignedIn(store)],
      ...rateLimited(ACCOUNT_RATE_LIMITS.wishlist),
    },
    async (request, reply) => {
      const problem = wishlistProblem(request.body.items);
      if (problem) return sendBadRequest(reply, problem);
      return { items: await mergeAccountWishlist(store, accountOf(request), request.body.items) };
    },
  );
}
