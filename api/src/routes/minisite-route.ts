/** GET /api/minisites/{minisiteUrl}?locale — a partner minisite, on the sites it is made for. */
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@escapade/shared-contracts/locales';
import { minisite } from '../content/minisites';
import { sendNotFound } from '../http/error-handling';
import { cacheContent, localeQuerySchema, slugParamsSchema } from './cms-content-schemas';

export function registerMinisiteRoute(app: FastifyInstance): void {
  app.get<{ Params: { minisiteUrl: string }; Querystring: { locale: Locale } }>(
    '/api/minisites/:minisiteUrl',
    { schema: { params: slugParamsSchema('minisiteUrl'), querystring: localeQuerySchema } },
    async (request, reply) => {
      const { locale } = request.query;
      const found = minisite(request.params.minisiteUrl, locale);
      // Another site's minisite is as absent as an unknown one.
      if (!found) return sendNotFound(reply, `No minisite has this address on ${locale}`);
      cacheContent(reply);
      return found;
    },
  );
}
