import type { FastifyInstance } from 'fastify';
import { languageOf } from '@escapade/shared-contracts/locales';
import { sendNotFound } from '../http/error-handling';
import { priceForCriteria } from '../pricing/criteria-price';
import { localTaxTotal } from '../pricing/local-tax';
import { cancellationPolicyOf } from '../texts/stay-wording';
import { programmeLines } from '../texts/programme-lines';
import type { AppContext } from './app-context';
import { NIGHTS, idParamsSchema, isoDateSchema } from './common-schemas';
import { paxOf, stayCriteriaProperties, type StayCriteriaQuery } from './stay-criteria-schema';

/** The message of a quote for dates or travellers the offer cannot be booked with. */
export const NOT_BOOKABLE_MESSAGE = 'The offer is not bookable with these criterias';

/** The price of a stay on dates, computed here from the catalogue; the browser never sends amounts. */
export function registerProductQuoteRoute(app: FastifyInstance, { catalogue, orders }: AppContext): void {
  app.get<{ Params: { id: number }; Querystring: StayCriteriaQuery & { checkin: string; nights: number } }>(
    '/product/:id/quote',
    {
      schema: {
        params: idParamsSchema,
        querystring: {
          type: 'object',
          required: ['locale', 'checkin', 'nights'],
          properties: {
            ...stayCriteriaProperties,
            checkin: isoDateSchema,
            nights: NIGHTS,
            activitySelectionList: { type: 'string' },
          },
        },
      },
    },
    async (request, reply) => {
      const row = catalogue.rowByOfferId.get(request.params.id);
      if (!row) return sendNotFound(reply, `No stay with id ${request.params.id}`);
      const query = request.query;
      const language = languageOf(query.locale);
      const pax = paxOf(query);
      // The rooms of orders already placed are not for sale again: a final price means the stay
      // can be sold to these travellers on these dates, by the rule the search applies too.
      const holds = await orders.roomHoldsForStay(query.checkin, query.nights);
      const price = priceForCriteria(catalogue, row, { checkin: query.checkin, nights: query.nights, pax, holds });
      const bookable = row.offer.published && price.priceType === 'final-price';
      const checkout = price.checkout ?? null;
      return {
        bookable,
        ...(bookable ? {} : { error: NOT_BOOKABLE_MESSAGE }),
        priceInfo: bookable
          ? {
              sellPrice: price.sellPrice,
              refPrice: price.refPrice,
              promoPercentageRounded: price.promoPercentageRounded,
              moneySaved: price.moneySaved,
              priceType: price.priceType,
              nbRooms: price.nbRooms,
              nights: price.nights,
            }
          : null,
        // Paid at the hotel: a percentage of the package, or an amount per adult and per night.
        localTaxTotalAmount: localTaxTotal(row.hotel, { sellPrice: price.sellPrice, nights: query.nights, pax }),
        programLineList: programmeLines(catalogue, row.offer, query.nights, language).map((line) => line.title),
        cancellationPolicy: cancellationPolicyOf(row.offer, query.checkin, catalogue.todayIso(), language),
        reservationCriteria: {
          offerId: row.offer.id,
          checkin: query.checkin,
          checkout,
          nights: query.nights,
          adults: pax.adults,
          children: pax.children,
          babies: pax.babies,
        },
      };
    },
  );
}
