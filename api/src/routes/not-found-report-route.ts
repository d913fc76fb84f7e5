import type { FastifyInstance } from 'fastify';
import type { Locale } from '@escapade/shared-contracts/locales';
import { WRITE_RATE_LIMITS, rateLimited } from '../http/write-rate-limits';
import { ensureTable } from '../store/shop-store';
import type { AppContext } from './app-context';
import { localeSchema } from './common-schemas';

/** POST /error {uri, locale}: the 404 page reports the address it could not serve. 204. */
export function registerNotFoundReportRoute(app: FastifyInstance, context: AppContext): void {
  ensureTable(
    context.store,
    `CREATE TABLE IF NOT EXISTS not_found_reports (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       received_at TEXT NOT NULL,
       uri TEXT NOT NULL,
       locale TEXT NOT NULL
     )`,
  );
  const insert = context.store.prepare('INSERT INTO not_found_reports (received_at, uri, locale) VALUES (?, ?, ?)');
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
      insert.run(new Date().toISOString(), request.body.uri, request.body.locale);
      return reply.code(204).send();
    },
  );
}
