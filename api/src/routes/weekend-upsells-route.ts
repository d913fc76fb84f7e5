import type { FastifyInstance } from 'fastify';
import { languageOf } from '@escapade/shared-contracts/locales';
import type { Flow } from '@escapade/shared-contracts/routes';
import { sendNotFound } from '../http/error-handling';
import { upsellsOf } from '../stays/upsells';
import type { AppContext } from './app-context';
import { flowSchema, idParamsSchema } from './common-schemas';
import { stayCriteriaOf, stayCriteriaProperties, type StayCriteriaQuery } from './stay-criteria-schema';

/** Richer stays of the same hotel the stay page suggests instead ("add a dinner", "add a massage"). */
export function registerWeekendUpsellsRoute(app: FastifyInstance, { catalogue, orders }: AppContext): void {
  app.get<{ Params: { id: number }; Querystring: StayCriteriaQuery & { flow?: Flow } }>(
    '/weekend/:id/upsells.json',
    {
      schema: {
        params: idParamsSchema,
        querystring: {
          type: 'object',
          required: ['locale'],
          properties: { ...stayCriteriaProperties, flow: flowSchema, client: { type: 'string', maxLength: 32 } },
        },
      },
    },
    async (request, reply) => {
      const offer = catalogue.offers.get(request.params.id);
      if (!offer) return sendNotFound(reply, `No stay with id ${request.params.id}`);
      const query = request.query;
      return upsellsOf(
        catalogue,
        offer,
        await stayCriteriaOf(query, orders),
        query.flow === 'gifting',
        languageOf(query.locale),
      );
    },
  );
}
