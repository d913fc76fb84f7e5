import type { FastifyInstance } from 'fastify';
import type { Locale } from '@escapade/shared-contracts/locales';
import {
  GIFT_CARD_AMOUNTS,
  GIFT_CARD_DEFAULT_AMOUNT,
  GIFT_CARD_MAX_AMOUNT,
  GIFT_CARD_MIN_AMOUNT,
  GIFT_CARD_VALIDITY_MONTHS,
} from '../orders/gift-card-amounts';
import { localeSchema } from './common-schemas';

/**
 * GET /gateway/giftcard/amounts?locale: the amounts the gift card page offers, the one it starts
 * on, the range of any other whole number of euros, and how long the card lasts.
 */
export function registerGiftCardAmountsRoute(app: FastifyInstance): void {
  app.get<{ Querystring: { locale: Locale } }>(
    '/gateway/giftcard/amounts',
    { schema: { querystring: { type: 'object', required: ['locale'], properties: { locale: localeSchema } } } },
    async () => ({
      amounts: [...GIFT_CARD_AMOUNTS],
      defaultAmount: GIFT_CARD_DEFAULT_AMOUNT,
      min: GIFT_CARD_MIN_AMOUNT,
      max: GIFT_CARD_MAX_AMOUNT,
      validityMonths: GIFT_CARD_VALIDITY_MONTHS,
    }),
  );
}
