import type { FastifyInstance } from 'fastify';
import type { Locale } from '@escapade/shared-contracts/locales';
import { generateCountdownBanners } from '../generator/generate-countdown-banners';
import type { AppContext } from './app-context';
import { localeSchema } from './common-schemas';

/** GET /api/cms/countdown?locale=: the countdown banners of a locale, with their start and end instants. */
export function registerCountdownRoute(app: FastifyInstance, { catalogue }: AppContext): void {
  app.get<{ Querystring: { locale: Locale } }>(
    '/api/cms/countdown',
    { schema: { querystring: { type: 'object', required: ['locale'], properties: { locale: localeSchema } } } },
    async (request, reply) => {
      // The dates move with the day: a cached answer could show yesterday's countdown.
      reply.header('Cache-Control', 'no-cache');
      return generateCountdownBanners(request.query.locale, catalogue.todayIso());
    },
  );
}
