/** GET /api/cms/ideas?locale — the weekend ideas page. */
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@escapade/shared-contracts/locales';
import { ideasPage } from '../content/cms-ideas';
import type { AppContext } from './app-context';
import { cacheContent, localeQuerySchema } from './cms-content-schemas';

export function registerCmsIdeasRoute(app: FastifyInstance, { catalogue }: AppContext): void {
  app.get<{ Querystring: { locale: Locale } }>(
    '/api/cms/ideas',
    { schema: { querystring: localeQuerySchema } },
    async (request, reply) => {
      cacheContent(reply);
      return ideasPage(catalogue, request.query.locale);
    },
  );
}
