import type { FastifyInstance } from 'fastify';
import { languageOf, type Locale } from '@escapade/shared-contracts/locales';
import { availableSleeveExtras, sleeveCategories } from '../orders/gift-extras';
import { localeSchema } from './common-schemas';

/**
 * GET /gateway/sub-elements/available-custom-sub-elements?locale: the extras a physical gift's
 * sleeve can get, named in the request's language, and their categories. The default sleeve is
 * not listed: the page adds it to category 2 itself.
 */
export function registerSubElementsRoute(app: FastifyInstance): void {
  app.get<{ Querystring: { locale: Locale } }>(
    '/gateway/sub-elements/available-custom-sub-elements',
    { schema: { querystring: { type: 'object', required: ['locale'], properties: { locale: localeSchema } } } },
    async (request) => ({
      availableCustomSubElements: availableSleeveExtras(languageOf(request.query.locale)),
      categories: sleeveCategories(),
    }),
  );
}
