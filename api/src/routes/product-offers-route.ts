import type { FastifyInstance } from 'fastify';
import { languageOf } from '@escapade/shared-contracts/locales';
import { sendNotFound } from '../http/error-handling';
import { offersOnSaleOfHotel } from '../stays/offers-on-sale';
import { bookablePriceOf } from '../stays/offer-price';
import { programmeLines } from '../texts/programme-lines';
import { cancellationPolicyOf, imageUrl } from '../texts/stay-wording';
import type { AppContext } from './app-context';
import { idParamsSchema } from './common-schemas';
import { stayCriteriaOf, stayCriteriaProperties, type StayCriteriaQuery } from './stay-criteria-schema';

/**
 * "Other offers from the same hotel" on the stay page: the hotel's other stays on sale, cheapest
 * first, at the final price on the dates asked (those not bookable then are left out) or their
 * from-price without dates.
 */
export function registerProductOffersRoute(app: FastifyInstance, { catalogue, orders }: AppContext): void {
  app.get<{ Params: { id: number }; Querystring: StayCriteriaQuery & { minisite?: string } }>(
    '/product/:id/offers',
    {
      schema: {
        params: idParamsSchema,
        querystring: {
          type: 'object',
          required: ['locale'],
          properties: {
            ...stayCriteriaProperties,
            minisite: { type: 'string', maxLength: 64 },
            client: { type: 'string', maxLength: 32 },
          },
        },
      },
    },
    async (request, reply) => {
      const product = catalogue.offers.get(request.params.id);
      if (!product) return sendNotFound(reply, `No stay with id ${request.params.id}`);
      const query = request.query;
      const language = languageOf(query.locale);
      const today = catalogue.todayIso();
      const criteria = await stayCriteriaOf(query, orders);
      const offers = offersOnSaleOfHotel(catalogue, product.hotelId, today)
        .filter((offer) => offer.id !== product.id)
        .flatMap((offer) => {
          const price = bookablePriceOf(catalogue, offer, criteria);
          if (!price) return [];
          const cancellation = cancellationPolicyOf(offer, price.checkin, today, language);
          return [
            {
              id: offer.id,
              label: offer.labels[language],
              imageUrl: imageUrl(offer.images[0]!),
              uri: `/stay/${offer.id}`,
              nights: price.nights,
              checkin: price.checkin,
              programLines: programmeLines(catalogue, offer, price.nights, language).map((line) => line.title),
              priceInfo: {
                sellPrice: price.sellPrice,
                refPrice: price.refPrice,
                promoPercentageRounded: price.promoPercentageRounded,
              },
              priceType: price.priceType,
              cancellationPolicy: cancellation,
            },
          ];
        })
        .sort((a, b) => a.priceInfo.sellPrice - b.priceInfo.sellPrice || a.id - b.id);
      return { offers };
    },
  );
}
