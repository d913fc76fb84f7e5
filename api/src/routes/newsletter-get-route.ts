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
 * GET /api/marketing/newsletter?email&country&language&source: the alternative subscription form
 * (a plain HTML form of the shop). The same validation, origin check, limit and answer as the POST:
 * a link or an image on another site cannot subscribe someone, and the answer tells nothing.
 */
export function registerNewsletterGetRoute(app: FastifyInstance, { store, shopOrigins }: AppContext): void {
  app.get<{ Querystring: NewsletterSubscriptionFields }>(
    '/api/marketing/newsletter',
    {
      schema: { querystring: newsletterSubscriptionSchema },
      preHandler: refuseOtherSites(shopOrigins),
      ...rateLimited(WRITE_RATE_LIMITS.newsletter),
    },
    async (request, reply) => {
      await subscribeToNewsletter(store, request.query);
      return reply.header('Cache-Control', 'no-store').send(NEWSLETTER_ANSWER);
    },
  );
}
