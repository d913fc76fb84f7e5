import type { FastifyInstance } from 'fastify';
import type { Locale } from '@escapade/shared-contracts/locales';
import { WRITE_RATE_LIMITS, rateLimited } from '../http/write-rate-limits';
import type { AppContext } from './app-context';
import { localeSchema } from './common-schemas';

/** POST /error {uri, locale}: the 404 page reports the address it could not serve. 204. */
export function registerNotFoundReportRoute(app: FastifyInstance, context: AppContext): void {
  app.post<{ Body: { uri: string; locale: Locale } }>(
    '/error',
    {
      schema: {
        body: {
          type: 'object',
          required: ['uri', 'locale'],
          properties: { uri: { type: 'string', minLength: 1, maxLength: 2048 }, locale: localeSchema },
        },
      },
      ...rateLimited(WRITE_RATE_LIMITS.notFoundReports),
    },
    async (request, reply) => {
      await context.store.db
        .insertInto('not_found_reports')
        .values({ received_at: new Date().toISOString(), uri: request.body.uri, locale: request.body.locale })
        .execute();
      return reply.code(204).send();
    },
  );
}
