import type { FastifyInstance } from 'fastify';
import { sendNotFound } from '../http/error-handling';
import { NOT_AVAILABLE_ON_CHECKIN } from '../pricing/criteria-price';
import { isoToEpochDay } from '../pricing/dates';
import { roomsNeeded } from '../pricing/criteria-price';
import { bookableNights } from '../pricing/stay-bookability';
import type { AppContext } from './app-context';
import { paxOf } from './stay-criteria-schema';
import { ADULTS, BABIES, CHILDREN, idParamsSchema, isoDateSchema, localeSchema } from './common-schemas';

/**
 * The night counts that can be booked from a check-in for the travellers (for the calendar's checkout
 * days), by the rule the search and the quote apply. A check-in no stay of the offer can start on
 * carries the price's own error, so the calendar turns that day down.
 */
export function registerPackageCheckoutNightsRoute(app: FastifyInstance, { catalogue, orders }: AppContext): void {
  app.get<{
    Params: { id: number };
    Querystring: { checkin: string; adult?: number; child?: number; baby?: number };
  }>(
    '/weekend/:id/packageCheckoutNights.json',
    {
      schema: {
        params: idParamsSchema,
        querystring: {
          type: 'object',
          required: ['checkin'],
          properties: {
            checkin: isoDateSchema,
            adult: ADULTS,
            child: CHILDREN,
            baby: BABIES,
            locale: localeSchema,
            length: { type: 'integer', minimum: 1, maximum: 12 },
          },
        },
      },
    },
    async (request, reply) => {
      const row = catalogue.rowByOfferId.get(request.params.id);
      if (!row) return sendNotFound(reply, `No stay with id ${request.params.id}`);
      const checkinDay = isoToEpochDay(request.query.checkin)!;
      const rooms = roomsNeeded(row, paxOf(request.query));
      const holds = await orders.roomHolds(checkinDay, checkinDay + row.offer.maxNights - 1);
      const nights = row.offer.published
        ? bookableNights(row.offer, catalogue.availabilityWindow(), holds, checkinDay, rooms)
        : [];
      const error = nights.length === 0 ? NOT_AVAILABLE_ON_CHECKIN : null;
      return { offerId: row.offer.id, checkin: request.query.checkin, nights, error };
    },
  );
}
