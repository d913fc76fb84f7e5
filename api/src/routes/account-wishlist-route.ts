import type { FastifyInstance } from 'fastify';
import type { WishlistItem } from '@escapade/shared-contracts/event-bus';
import {
  ACCOUNT_RATE_LIMITS,
  accountOf,
  noStore,
  refuseOtherSites,
  requireSignedIn,
} from '../accounts/account-requests';
import {
  accountWishlist,
  replaceAccountWishlist,
  wishlistBodySchema,
  wishlistProblem,
} from '../accounts/account-wishlists';
import { sendBadRequest } from '../http/error-handling';
import { rateLimited } from '../http/write-rate-limits';
import type { AppContext } from './app-context';

/**
 * GET /gateway/account/wishlist → {items}: the signed-in customer's wishlist. PUT {items} replaces
 * it (at most 100 items, each id once: a repeated id keeps its first place) and answers it as kept.
 * Both 401 SIGNED_OUT without a session.
 */
export function registerAccountWishlistRoute(app: FastifyInstance, { store, shopOrigins }: AppContext): void {
  app.get('/gateway/account/wishlist', { onRequest: [noStore, requireSignedIn(store)] }, async (request) => ({
    items: await accountWishlist(store, accountOf(request)),
  }));

  app.put<{ Body: { items: WishlistItem[] } }>(
    '/gateway/account/wishlist',
    {
      schema: { body: wishlistBodySchema },
      onRequest: [noStore, refuseOtherSites(shopOrigins), requireSignedIn(store)],
      ...rateLimited(ACCOUNT_RATE_LIMITS.wishlist),
    },
    async (request, reply) => {
      const problem = wishlistProblem(request.body.items);
      if (problem) return sendBadRequest(reply, problem);
      return { items: await replaceAccountWishlist(store, accountOf(request), request.body.items) };
    },
  );
}
