import type { FastifyInstance } from 'fastify';
import { languageOf, type Locale } from '@escapade/shared-contracts/locales';
import { sendNotFound } from '../http/error-handling';
import { giftPrice } from '../pricing/stay-price';
import { GIFT_STAY_NIGHTS } from '../orders/purchase-items';
import type { AppContext } from './app-context';
import { idParamsSchema, localeSchema } from './common-schemas';

/** Gift stays: each length from 1 to 3 nights, for 2 people. */
const GIFT_NIGHTS = Array.from(
  { length: GIFT_STAY_NIGHTS.max - GIFT_STAY_NIGHTS.min + 1 },
  (_, index) => GIFT_STAY_NIGHTS.min + index,
);

export function registerGiftPriceListRoute(app: FastifyInstance, { catalogue }: AppContext): void {
  app.get<{ Params: { id: number }; Querystring: { locale: Locale } }>(
    '/gateway/gift/:id/price-list',
    {
      schema: {
        params: idParamsSchema,
        querystring: { type: 'object', required: ['locale'], properties: { locale: localeSchema } },
      },
    },
    async (request, reply) => {
      const offer = catalogue.offers.get(request.params.id);
      if (!offer) return sendNotFound(reply, `No stay with id ${request.params.id}`);
      return {
        offerId: offer.id,
        label: offer.labels[languageOf(request.query.locale)],
        isGiftable: offer.giftable && offer.published,
        giftNights: 1,
        priceList: GIFT_NIGHTS.map((nights) => ({ nights, ...giftPrice(offer, nights) })),
      };
    },
  );
}
