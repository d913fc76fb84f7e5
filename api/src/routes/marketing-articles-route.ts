/** GET /api/cms/marketing-articles?locale — the articles the 404 page offers. */
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@escapade/shared-contracts/locales';
import { marketingArticles } from '../content/marketing-articles';
import { cacheContent, localeQuerySchema } from './cms-content-schemas';

export function registerMarketingArticlesRoute(app: FastifyInstance): void {
  app.get<{ Querystring: { locale: Locale } }>(
    '/api/cms/marketing-articles',
    { schema: { querystring: localeQuerySchema } },
    async (request, reply) => {
      cacheContent(reply);
      return { items: marketingArticles(request.query.locale) };
    },
  );
}
