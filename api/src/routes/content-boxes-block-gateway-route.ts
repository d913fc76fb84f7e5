/**
 * GET /gateway/content-boxes-block/{locale} — the gift-box block of one locale, as the content
 * pages read it: the entry of /content/boxBlock.json for that locale.
 */
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@escapade/shared-contracts/locales';
import { boxesBlockEntries } from '../content/search-page-blocks';
import { sendNotFound } from '../http/error-handling';
import type { AppContext } from './app-context';
import { cacheContent } from './cms-content-schemas';
import { localeSchema } from './common-schemas';

export function registerContentBoxesBlockGatewayRoute(app: FastifyInstance, { catalogue }: AppContext): void {
  app.get<{ Params: { locale: Locale } }>(
    '/gateway/content-boxes-block/:locale',
    { schema: { params: { type: 'object', required: ['locale'], properties: { locale: localeSchema } } } },
    async (request, reply) => {
      const entry = boxesBlockEntries(catalogue).find((candidate) => candidate.locale === request.params.locale);
      if (!entry) return sendNotFound(reply, 'No gift-box block for this locale');
      cacheContent(reply);
      return entry;
    },
  );
}
