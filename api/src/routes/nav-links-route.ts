import type { FastifyInstance } from 'fastify';
import type { Locale } from '@escapade/shared-contracts/locales';
import { buildNavLinks, type NavLinksResponse } from '../navigation/build-nav-links';
import type { AppContext } from './app-context';
import { localeSchema } from './common-schemas';

/** The header's navigation tree and theme of the week. */
export function registerNavLinksRoute(app: FastifyInstance, { catalogue }: AppContext): void {
  // The tree only changes with the day (theme of the week): built once per locale and day.
  const cache = new Map<string, NavLinksResponse>();
  app.get<{ Querystring: { locale: Locale } }>(
    '/api/cms/navLinks',
    { schema: { querystring: { type: 'object', required: ['locale'], properties: { locale: localeSchema } } } },
    async (request, reply) => {
      const { locale } = request.query;
      const key = `${locale}/${catalogue.todayIso()}`;
      let answer = cache.get(key);
      if (!answer) {
        if (cache.size > 24) cache.clear();
        answer = buildNavLinks(catalogue, locale);
        cache.set(key, answer);
      }
      void reply.header('Cache-Control', 'public, max-age=300');
      return answer;
    },
  );
}
