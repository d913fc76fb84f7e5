import type { FastifyInstance } from 'fastify';
import type { Locale } from '@escapade/shared-contracts/locales';
import { generatePromoBars } from '../generator/generate-promo-bars';
import type { AppContext } from './app-context';
import { localeSchema } from './common-schemas';

/** GET /api/cms/promoBars?locale=: the promo bars of a locale, one per flow. */
export function registerPromoBarsRoute(app: FastifyInstance, { catalogue }: AppContext): void {
  app.get<{ Querystring: { locale: Locale } }>(
    '/api/cms/promoBars',
    { schema: { querystring: { type: 'object', required: ['locale'], properties: { locale: localeSchema } } } },
    async (request) => generatePromoBars(catalogue, request.query.locale),
  );
}
