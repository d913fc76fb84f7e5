import type { FastifyInstance } from 'fastify';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { AppContext } from './app-context';
import { localeSchema } from './common-schemas';

export function registerCmsHomepageRoute(app: FastifyInstance, { catalogue }: AppContext): void {
  app.get<{ Querystring: { locale: Locale } }>(
    '/api/cms/homepage',
    { schema: { querystring: { type: 'object', required: ['locale'], properties: { locale: localeSchema } } } },
    async (request) => ({
      booking: catalogue.cmsPage(request.query.locale, 'booking'),
      gifting: catalogue.cmsPage(request.query.locale, 'gifting'),
    }),
  );
}
