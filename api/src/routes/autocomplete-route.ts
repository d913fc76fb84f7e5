import type { FastifyInstance } from 'fastify';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { AppContext } from './app-context';
import { localeSchema } from './common-schemas';

const DEFAULT_MAX_RESULTS = 30;

export function registerAutocompleteRoute(app: FastifyInstance, { autocomplete }: AppContext): void {
  app.get<{ Querystring: { locale: Locale; term: string; maxResults: number } }>(
    '/autocomplete-geonames.json',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['locale', 'term'],
          properties: {
            locale: localeSchema,
            term: { type: 'string', maxLength: 100 },
            maxResults: { type: 'integer', minimum: 1, maximum: 100, default: DEFAULT_MAX_RESULTS },
          },
        },
      },
    },
    async (request) => ({
      suggestions: autocomplete.search(request.query.term, request.query.locale, request.query.maxResults),
    }),
  );
}
