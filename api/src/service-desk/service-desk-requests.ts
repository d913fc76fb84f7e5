/**
 * What the service-desk calls share: errors whose message is a stable code the pages switch on,
 * writes taken only from the shop's own pages, and the customer-care operator a request comes from.
 */
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { CareOperators } from '../care/care-operators';
import { verifyCareToken } from '../care/care-token';
import { errorBody } from '../http/error-handling';
import { isFromOtherSite, type ShopOrigins } from '../http/shop-origins';

export type ServiceDeskErrorCode =
  'CAPTCHA_REQUIRED' | 'CAPTCHA_INVALID' | 'BOOKING_NOT_FOUND' | 'TOO_MANY_ATTEMPTS' | 'OTHER_SITE';

export function sendServiceDeskError(reply: FastifyReply, statusCode: number, code: ServiceDeskErrorCode) {
  return reply.code(statusCode).send(errorBody(statusCode, code));
}

/**
 * A contact case or a booking lookup is the visitor's own act on a page of the shop. A browser says
 * where a request comes from (Sec-Fetch-Site, Origin): one sent by another site's page is refused
 * with 403. Callers that are not browsers send neither header.
 */
export function refuseOtherSites(shopOrigins: ShopOrigins): onRequestHookHandler {
  return async (request, reply) => {
    if (isFromOtherSite(request, shopOrigins)) return sendServiceDeskError(reply, 403, 'OTHER_SITE');
  };
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The email of the customer-care operator whose token the request carries (`Authorization: Bearer`),
 * when the token is well signed, its claims are sound and the operator is still active; else null.
 */
export async function careOperatorOf(
  request: FastifyRequest,
  care: { operators: CareOperators; tokenSecret: string },
): Promise<string | null> {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  const payload = token ? verifyCareToken(token, Date.now(), care.tokenSecret) : null;
  return payload && (await care.operators.isActive(payload.email)) ? payload.email : null;
}
