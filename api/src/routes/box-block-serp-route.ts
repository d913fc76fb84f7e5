/** GET /api/cms/box-block-serp?locale — the box block of the search results page. */
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@escapade/shared-contracts/locales';
import { searchBoxBlock } from '../content/search-page-blocks';
import type { AppContext } from './app-context';
import { localeSchema } from './common-schemas';

export function registerBoxBlockSerpRoute(app: FastifyInstance, { catalogue }: AppContext): void {
  app.get<{ Querystring: { locale: Locale } }>(
    '/api/cms/box-block-serp',
    { schema: { querystring: { type: 'object', required: ['locale'], properties: { locale: localeSchema } } } },
    async (request) => searchBoxBlock(catalogue, request.query.locale),
  );
}
