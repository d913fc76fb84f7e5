import type { FastifyInstance } from 'fastify';
import type { Locale } from '@escapade/shared-contracts/locales';
import {
  CATALOG_SOURCE_TYPES,
  recommendedSuggestions,
  type CatalogSourceType,
} from '../search/recommended-autocomplete';
import type { AppContext } from './app-context';
import { SLUG_PATTERN, localeSchema } from './common-schemas';

/** A short list: it sits under the destination suggestions of the search box. */
const DEFAULT_MAX_RESULTS = 6;

interface RecommendedAutocompleteQuery {
  locale: Locale;
  q: string;
  maxResults: number;
  catalogSourceType?: CatalogSourceType;
  catalogSourceCode?: string;
}

/** GET /recommendedAutocomplete.json — hotels and stays of the catalogue matching the words typed. */
export function registerRecommendedAutocompleteRoute(app: FastifyInstance, { catalogue }: AppContext): void {
  app.get<{ Querystring: RecommendedAutocompleteQuery }>(
    '/recommendedAutocomplete.json',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['locale', 'q'],
          properties: {
            locale: localeSchema,
            q: { type: 'string', maxLength: 100 },
            maxResults: { type: 'integer', minimum: 1, maximum: 30, default: DEFAULT_MAX_RESULTS },
            catalogSourceType: { type: 'string', enum: [...CATALOG_SOURCE_TYPES] },
            catalogSourceCode: { type: 'string', pattern: SLUG_PATTERN },
          },
        },
      },
    },
    async (request) => ({ suggestions: recommendedSuggestions(catalogue, request.query) }),
  );
}
