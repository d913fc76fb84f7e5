import type { FastifyInstance } from 'fastify';
import { languageOf } from '@escapade/shared-contracts/locales';
import { sendNotFound } from '../http/error-handling';
import { hotelPage } from '../hotels/hotel-page';
import type { AppContext } from './app-context';
import { idParamsSchema } from './common-schemas';
import { stayCriteriaOf, stayCriteriaProperties, type StayCriteriaQuery } from './stay-criteria-schema';

/** The hotel page: the hotel, its rooms with the stays sold in each (priced for the criteria) and hotels nearby. */
export function registerHotelDetailRoute(app: FastifyInstance, { catalogue, orders }: AppContext): void {
  app.get<{ Params: { id: number }; Querystring: StayCriteriaQuery }>(
    '/api/hotel/:id/detail.json',
    {
      schema: {
        params: idParamsSchema,
        querystring: { type: 'object', required: ['locale'], properties: stayCriteriaProperties },
      },
    },
    async (request, reply) => {
      const hotel = catalogue.hotels.get(request.params.id);
      if (!hotel) return sendNotFound(reply, `No hotel with id ${request.params.id}`);
      const query = request.query;
      return hotelPage(catalogue, hotel, await stayCriteriaOf(query, orders), languageOf(query.locale));
    },
  );
}
