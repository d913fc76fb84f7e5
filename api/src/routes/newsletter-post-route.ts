import type { FastifyInstance } from 'fastify';
import { ensureNewsletterTable, subscribeToNewsletter } from '../store/newsletter-subscriptions';
import type { AppContext } from './app-context';
import { newsletterSubscriptionSchema, type NewsletterSubscriptionFields } from './newsletter-schema';

/**
 * POST /gateway/marketing/newsletter { email, country, language, source? }: 201 for a new reader,
 * 200 when the address already reads this country's newsletter (no second row), 400 for a bad address.
 */
export function registerNewsletterPostRoute(app: FastifyInstance, { store }: AppContext): void {
  ensureNewsletterTable(store);
  app.post<{ Body: NewsletterSubscriptionFields }>(
    '/gateway/marketing/newsletter',
    { schema: { body: newsletterSubscriptionSchema } },
    async (request, reply) => {
      const { created, subscription } = subscribeToNewsletter(store, request.body);
      return reply.code(created ? 201 : 200).send({ ...subscription, created });
    },
  );
}
