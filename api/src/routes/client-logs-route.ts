import type { FastifyInstance } from 'fastify';
import type { Locale } from '@escapade/shared-contracts/locales';
import { WRITE_RATE_LIMITS, rateLimited } from '../http/write-rate-limits';
import type { AppContext } from './app-context';
import { localeSchema } from './common-schemas';

/** Longest message a client log may carry, in characters. */
export const CLIENT_LOG_MESSAGE_LIMIT = 256;
export const CLIENT_LOG_LEVELS = ['ERROR', 'WARN', 'INFO'] as const;

interface ClientLog {
  level: (typeof CLIENT_LOG_LEVELS)[number];
  locale: Locale;
  location: string;
  message: string;
}

/** The same call answers on /logs and on the front gateway's /gateway/logs. */
export const CLIENT_LOG_PATHS = ['/logs', '/gateway/logs'] as const;

/** POST /logs: an error seen in a visitor's browser, kept in the shop store. 204. */
export function registerClientLogsRoute(app: FastifyInstance, context: AppContext): void {
  const schema = {
    body: {
      type: 'object',
      required: ['level', 'locale', 'location', 'message'],
      properties: {
        level: { type: 'string', enum: [...CLIENT_LOG_LEVELS] },
        locale: localeSchema,
        location: { type: 'string', minLength: 1, maxLength: 100 },
        message: { type: 'string', minLength: 1, maxLength: CLIENT_LOG_MESSAGE_LIMIT },
      },
    },
  };
  for (const path of CLIENT_LOG_PATHS) {
    app.post<{ Body: ClientLog }>(
      path,
      { schema, ...rateLimited(WRITE_RATE_LIMITS.clientLogs) },
      async (request, reply) => {
        const { level, locale, location, message } = request.body;
        await context.store.db
          .insertInto('client_logs')
          .values({ received_at: new Date().toISOString(), level, locale, location, message })
          .execute();
        return reply.code(204).send();
      },
    );
  }
}
