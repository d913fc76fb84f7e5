import type { FastifyInstance } from 'fastify';
import type { Locale } from '@escapade/shared-contracts/locales';
import { errorBody } from '../http/error-handling';
import { WRITE_RATE_LIMITS, rateLimited } from '../http/write-rate-limits';
import type { AppContext } from './app-context';
import { localeSchema } from './common-schemas';

/** The experiments whose exposure is counted, with the variations a visitor can be in. */
export const ACTIVATED_FLAGS = { boxMigration: ['control', 'test'] } as const;
type ActivatedFlag = keyof typeof ACTIVATED_FLAGS;

interface FlagActivation {
  flag: ActivatedFlag;
  variation: string;
  locale: Locale;
  /** The analytics client id, when the visitor has one (null before the cookie is set). */
  clientId: string | null;
}

/**
 * POST /api/flags/activations {flag, variation, locale, clientId}: a visitor met an experiment's
 * variation; stored so the experiment counts the visitors it showed each variation to. 204.
 */
export function registerFlagActivationRoute(app: FastifyInstance, context: AppContext): void {
  app.post<{ Body: FlagActivation }>(
    '/api/flags/activations',
    {
      schema: {
        body: {
          type: 'object',
          required: ['flag', 'variation', 'locale'],
          additionalProperties: false,
          properties: {
            flag: { type: 'string', enum: Object.keys(ACTIVATED_FLAGS) },
            variation: { type: 'string', minLength: 1, maxLength: 40 },
            locale: localeSchema,
            clientId: { type: ['string', 'null'], maxLength: 100 },
          },
        },
      },
      ...rateLimited(WRITE_RATE_LIMITS.flagActivations),
    },
    async (request, reply) => {
      const { flag, variation, locale, clientId } = request.body;
      if (!(ACTIVATED_FLAGS[flag] as readonly string[]).includes(variation))
        return reply
          .code(400)
          .send(errorBody(400, `body/variation must be one of ${ACTIVATED_FLAGS[flag].join(', ')}`));
      await context.store.db
        .insertInto('flag_activations')
        .values({ received_at: new Date().toISOString(), flag, variation, locale, client_id: clientId ?? null })
        .execute();
      return reply.code(204).send();
    },
  );
}
