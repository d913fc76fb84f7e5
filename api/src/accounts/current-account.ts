/**
 * Who is asking: the account of the request's access token cookie, when its session is valid.
 * Orders, trips, the profile and the account's wishlist are read through this alone.
 */
import type { FastifyRequest } from 'fastify';
import type { ShopStore } from '../store/shop-store';
import { accessTokensOf } from './account-cookies';
import { sessionAccountId } from './account-sessions';

export async function signedInAccountId(request: FastifyRequest, store: ShopStore): Promise<string | undefined> {
  for (const token of accessTokensOf(request)) {
    const accountId = await sessionAccountId(store, token);
    if (accountId) return accountId;
  }
  return undefined;
}
