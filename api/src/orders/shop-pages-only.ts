/**
 * Orders, payments and cancellations are the shopper's own acts on a page of the shop. A browser
 * says where a request comes from (Sec-Fetch-Site, Origin): one sent by another site's page is
 * refused with 403 before anything is read or written. Callers that are not browsers send neither.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../http/error-handling';
import { isFromOtherSite, type ShopOrigins } from '../http/shop-origins';

export const OTHER_SITE_PURCHASE_MESSAGE = 'Purchases are only taken from the shop’s own pages';

export function refuseOtherSitePurchases(shopOrigins: ShopOrigins) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (isFromOtherSite(request, shopOrigins)) return reply.code(403).send(errorBody(403, OTHER_SITE_PURCHASE_MESSAGE));
  };
}
