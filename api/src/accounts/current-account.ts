/**
 * Who is asking: the account of the request's access token cookie, when its session is valid.
 * Orders, trips, the profile and the account's wishlist are read through this alone.
 */
import type { FastifyRequest } from 'fastify';
import type { ShopStore } from '../store/shop-store';

export function signedInAccountId(_request: FastifyRequest, _store: ShopStore): string | undefined {
  return undefined;
}
