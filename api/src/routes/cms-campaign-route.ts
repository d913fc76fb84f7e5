/** GET /api/cms/campaigns/{id}?locale — a seasonal campaign's page, or a way home where it does not run. */
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@escapade/shared-contracts/locales';
import { campaignAnswer, isCampaignId } from '../content/cms-campaigns';
import { sendNotFound } from '../http/error-handling';
import type { AppContext } from './app-context';
import { cacheContent, localeQuerySchema, slugParamsSchema } from './cms-content-schemas';

export function registerCmsCampaignRoute(app: FastifyInstance, { catalogue }: AppContext): void {
  app.get<{ Params: { id: string }; Querystring: { locale: Locale } }>(
    '/api/cms/campaigns/:id',
    // Any address word is accepted: a campaign that does not exist is a page not found, not a bad request.
    { schema: { params: slugParamsSchema('id'), querystring: localeQuerySchema } },
    async (request, reply) => {
      const { id } = request.params;
      if (!isCampaignId(id)) return sendNotFound(reply, 'No campaign has this id');
      cacheContent(reply);
      return campaignAnswer(catalogue, id, request.query.locale);
    },
  );
}
