/** The fields, the answer and the origin rule of a newsletter subscription, shared by its POST and GET forms. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES } from '@escapade/shared-contracts/locales';
import { errorBody } from '../http/error-handling';
import { isFromOtherSite, type ShopOrigins } from '../http/shop-origins';
import { NEWSLETTER_COUNTRIES, type NewsletterSubscriptionInput } from '../store/newsletter-subscriptions';

/** Where a subscription came from when the caller does not say. */
export const DEFAULT_NEWSLETTER_SOURCE = 'website';

export const newsletterSubscriptionSchema = {
  type: 'object',
  required: ['email', 'country', 'language'],
  properties: {
    email: { type: 'string', format: 'email', maxLength: 254 },
    /** The point of sale: FR, ES, IT, NL or BE. */
    country: { type: 'string', enum: [...NEWSLETTER_COUNTRIES] },
    language: { type: 'string', enum: [...LANGUAGES] },
    source: {
      type: 'string',
      minLength: 1,
      maxLength: 40,
      pattern: '^[A-Za-z0-9_-]+$',
      default: DEFAULT_NEWSLETTER_SOURCE,
    },
  },
} as const;

export type NewsletterSubscriptionFields = NewsletterSubscriptionInput;

/** The one answer of both forms, new reader or not: the state of an address is nobody's business. */
export const NEWSLETTER_ANSWER = { subscribed: true } as const;

export const OTHER_SITE_MESSAGE = 'Subscriptions are only taken from the shop’s own pages';

/**
 * A subscription is the visitor's own act on a page of the shop. A browser says where a request
 * comes from (Sec-Fetch-Site, Origin): one sent by another site's page (a hidden form, an image
 * pointing at the GET form) is refused with 403. Callers that are not browsers send neither header.
 */
export function refuseOtherSites(shopOrigins: ShopOrigins) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (isFromOtherSite(request, shopOrigins)) return reply.code(403).send(errorBody(403, OTHER_SITE_MESSAGE));
  };
}
