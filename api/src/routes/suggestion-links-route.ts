/** GET /api/search/suggestion-links.json — nearby cities and themes to suggest under the results. */
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { Flow } from '@escapade/shared-contracts/routes';
import { searchQueryFromFlat } from '../search/search-query';
import { NEARBY_CITY_LINKS, suggestionLinks } from '../search/suggestion-links';
import type { AppContext } from './app-context';
import { flowSchema, idSchema, localeSchema } from './common-schemas';

interface SuggestionLinksQuery {
  locale: Locale;
  flow?: Flow;
  cityId?: number;
  poiId?: number;
  departmentId?: number;
  regionId?: number;
  countryId?: number;
  lat?: number;
  lng?: number;
  themeId?: number;
  limit?: number;
}

export function registerSuggestionLinksRoute(app: FastifyInstance, { catalogue, orders }: AppContext): void {
  app.get<{ Querystring: SuggestionLinksQuery }>(
    '/api/search/suggestion-links.json',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['locale'],
          properties: {
            locale: localeSchema,
            flow: flowSchema,
            cityId: idSchema,
            poiId: idSchema,
            departmentId: idSchema,
            regionId: idSchema,
            countryId: idSchema,
            lat: { type: 'number', minimum: -90, maximum: 90 },
            lng: { type: 'number', minimum: -180, maximum: 180 },
            themeId: idSchema,
            limit: { type: 'integer', minimum: 1, maximum: 20, default: NEARBY_CITY_LINKS },
          },
        },
      },
    },
    async (request) => {
      const { limit, ...criteria } = request.query;
      const query = searchQueryFromFlat(criteria);
      return suggestionLinks(catalogue, query, await orders.roomHoldsForStay(query.checkin, query.nights), limit);
    },
  );
}
