import type { FastifyInstance } from 'fastify';
import { ensureNewsletterTable, subscribeToNewsletter } from '../store/newsletter-subscriptions';
import type { AppContext } from './app-context';
import { newsletterSubscriptionSchema, type NewsletterSubscriptionFields } from './newsletter-schema';

/**
 * GET /api/marketing/newsletter?email&country&language&source: the alternative subscription form
 * (spec shell §7). Same effect and answers as the POST.
 */
export function registerNewsletterGetRoute(app: FastifyInstance, { store }: AppContext): void {
  ensureNewsletterTable(store);
  app.get<{ Querystring: NewsletterSubscriptionFields }>(
    '/api/marketing/newsletter',
    { schema: { querystring: newsletterSubscriptionSchema } },
    async (request, reply) => {
      const { created, subscription } = subscribeToNewsletter(store, request.query);
      return reply.code(created ? 201 : 200).send({ ...subscription, created });
    },
  );
}
