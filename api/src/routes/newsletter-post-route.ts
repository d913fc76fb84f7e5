import type { FastifyInstance } from 'fastify';
import { WRITE_RATE_LIMITS, rateLimited } from '../http/write-rate-limits';
import { subscribeToNewsletter } from '../store/newsletter-subscriptions';
import type { AppContext } from './app-context';
import {
  NEWSLETTER_ANSWER,
  newsletterSubscriptionSchema,
  refuseOtherSites,
  type NewsletterSubscriptionFields,
} from './newsletter-schema';

/**
 * POST /gateway/marketing/newsletter { email, country, language, source? }: stores the subscription
 * (one row per address and country) and answers 200 with the same body whether the address was new
 * or already subscribed, so the answer never tells a caller who reads the newsletter. 400 for a bad
 * address, 403 from another site's page, 429 past the per-address limit.
 */
export function registerNewsletterPostRoute(app: FastifyInstance, { store, shopOrigins }: AppContext): void {
  app.post<{ Body: NewsletterSubscriptionFields }>(
    '/gateway/marketing/newsletter',
    {
      schema: { body: newsletterSubscriptionSchema },
      preHandler: refuseOtherSites(shopOrigins),
      ...rateLimited(WRITE_RATE_LIMITS.newsletter),
    },
    async (request, reply) => {
      await subscribeToNewsletter(store, request.body);
      return reply.header('Cache-Control', 'no-store').send(NEWSLETTER_ANSWER);
    },
  );
}
