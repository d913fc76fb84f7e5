/** GET /api/cms/landings?locale and GET /api/cms/landings/{slug}?locale — the CMS landings. */
import type { FastifyInstance } from 'fastify';
import { languageOf, type Locale } from '@escapade/shared-contracts/locales';
import { landingPage, landingSummaries } from '../content/cms-landings';
import { sendNotFound } from '../http/error-handling';
import type { AppContext } from './app-context';
import { cacheContent, localeQuerySchema, slugParamsSchema } from './cms-content-schemas';

export function registerCmsLandingsRoutes(app: FastifyInstance, { catalogue }: AppContext): void {
  app.get<{ Querystring: { locale: Locale } }>(
    '/api/cms/landings',
    { schema: { querystring: localeQuerySchema } },
    async (request, reply) => {
      cacheContent(reply);
      return {
        items: landingSummaries(languageOf(request.query.locale)).map(({ slug, title }) => ({ slug, title })),
      };
    },
  );

  app.get<{ Params: { slug: string }; Querystring: { locale: Locale } }>(
    '/api/cms/landings/:slug',
    { schema: { params: slugParamsSchema('slug'), querystring: localeQuerySchema } },
    async (request, reply) => {
      const { locale } = request.query;
      const page = landingPage(catalogue, locale, request.params.slug);
      if (!page) return sendNotFound(reply, `No landing has this address on ${locale}`);
      cacheContent(reply);
      return page;
    },
  );
}
