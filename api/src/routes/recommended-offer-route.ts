/**
 * GET /api/recommended/{id}.json: one stay offer by id as a recommendation card, priced for the
 * dates and travellers asked.
 */
import type { FastifyInstance } from 'fastify';
import { languageOf, type Locale } from '@escapade/shared-contracts/locales';
import { sendBadRequest, sendNotFound } from '../http/error-handling';
import { priceForCriteria } from '../pricing/criteria-price';
import { isoToEpochDay } from '../pricing/dates';
import { imageUrl } from '../texts/stay-wording';
import type { AppContext } from './app-context';
import { ADULTS, BABIES, CHILDREN, NIGHTS, idParamsSchema, isoDateSchema, localeSchema } from './common-schemas';

interface RecommendedQuery {
  locale: Locale;
  checkin?: string;
  checkout?: string;
  night?: number;
  adult?: number;
  child?: number;
  baby?: number;
}

const recommendedQuerySchema = {
  type: 'object',
  required: ['locale'],
  properties: {
    locale: localeSchema,
    checkin: isoDateSchema,
    checkout: isoDateSchema,
    night: NIGHTS,
    adult: ADULTS,
    child: CHILDREN,
    baby: BABIES,
  },
} as const;

/** Nights from checkout (when given) or night; null without a check-in. */
function nightsOf(query: RecommendedQuery): number | null | 'invalid' {
  if (!query.checkin) return null;
  if (query.checkout) {
    const nights = isoToEpochDay(query.checkout)! - isoToEpochDay(query.checkin)!;
    if (nights < NIGHTS.minimum || nights > NIGHTS.maximum) return 'invalid';
    if (query.night !== undefined && query.night !== nights) return 'invalid';
    return nights;
  }
  return query.night ?? null;
}

export function registerRecommendedOfferRoute(app: FastifyInstance, { catalogue, orders }: AppContext): void {
  app.get<{ Params: { id: number }; Querystring: RecommendedQuery }>(
    '/api/recommended/:id.json',
    { schema: { params: idParamsSchema, querystring: recommendedQuerySchema } },
    async (request, reply) => {
      const query = request.query;
      const nights = nightsOf(query);
      if (nights === 'invalid') {
        return sendBadRequest(reply, `querystring/checkout must be 1 to 20 nights after checkin and agree with night`);
      }
      const row = catalogue.rowByOfferId.get(request.params.id);
      if (!row || !row.offer.published) return sendNotFound(reply, `No recommended offer with id ${request.params.id}`);
      const { offer, hotel, city } = row;
      const language = languageOf(query.locale);
      const price = priceForCriteria(catalogue, row, {
        checkin: query.checkin ?? null,
        nights,
        pax: { adults: query.adult ?? 2, children: query.child ?? 0, babies: query.baby ?? 0 },
        holds: await orders.roomHoldsForStay(query.checkin ?? null, nights),
      });
      return {
        id: offer.id,
        label: offer.labels[language],
        imageUrl: imageUrl(offer.images[0]!),
        uri: `/stay/${offer.id}`,
        hotel: {
          id: hotel.id,
          label: hotel.name,
          stars: hotel.stars,
          review: { count: hotel.reviewCount, average: hotel.reviewAverage },
          location: { label: city.labels[language], lat: hotel.lat, lng: hotel.lng },
        },
        headwords: offer.headwords[language],
        sellPrice: price.sellPrice,
        refPrice: price.refPrice,
        nights: price.nights,
        promo: price.promoPercentageRounded,
        priceType: price.priceType,
        checkin: price.checkin,
        checkout: price.checkout,
        error: price.error,
      };
    },
  );
}
