import type { FastifyInstance } from 'fastify';
import type { Locale } from '@escapade/shared-contracts/locales';
import { physicalShippingCosts } from '../orders/gift-extras';
import { localeSchema } from './common-schemas';

/**
 * GET /gateway/gift/shipping-costs?locale: what posting a physical gift costs the shop, what the
 * buyer pays for it (nothing, delivery is free), how long it takes and where it goes.
 */
export function registerGiftShippingCostsRoute(app: FastifyInstance): void {
  app.get<{ Querystring: { locale: Locale } }>(
    '/gateway/gift/shipping-costs',
    { schema: { querystring: { type: 'object', required: ['locale'], properties: { locale: localeSchema } } } },
    async () => physicalShippingCosts(),
  );
}
