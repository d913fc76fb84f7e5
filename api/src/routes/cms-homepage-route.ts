/** GET /api/cms/homepage?locale — the booking and the gifting home page of a locale. */
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@escapade/shared-contracts/locales';
import { sendNotFound } from '../http/error-handling';
import type { AppContext } from './app-context';
import { cacheContent, localeQuerySchema } from './cms-content-schemas';

export function registerCmsHomepageRoute(app: FastifyInstance, { catalogue }: AppContext): void {
  app.get<{ Querystring: { locale: Locale } }>(
    '/api/cms/homepage',
    { schema: { querystring: localeQuerySchema } },
    async (request, reply) => {
      const { locale } = request.query;
      const booking = catalogue.cmsPage(locale, 'booking');
      const gifting = catalogue.cmsPage(locale, 'gifting');
      if (!booking || !gifting) return sendNotFound(reply, `No home page for ${locale}`);
      cacheContent(reply);
      return { booking, gifting };
    },
  );
}
