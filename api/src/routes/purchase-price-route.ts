import type { FastifyInstance } from 'fastify';
import type { Locale } from '@escapade/shared-contracts/locales';
import { sendBadRequest } from '../http/error-handling';
import type { PurchaseServices } from '../orders/purchase-services';
import { priceRequest } from '../orders/price-request';
import { purchaseItemsSchema, type PurchaseItems } from '../orders/purchase-items';
import { notBookablePrice } from '../orders/purchase-price';
import { localeSchema } from './common-schemas';

/**
 * POST /gateway/purchase/price { locale, items }: the breakdown the checkout shows and the amount
 * an order of these items will charge. Not bookable (or no room left on a night) is an answer, not
 * an error: `bookable: false` and a `code`. 400 for a body no page sends.
 */
export function registerPurchasePriceRoute(
  app: FastifyInstance,
  { catalogue, orders, accountIdOf }: PurchaseServices,
): void {
  app.post<{ Body: { locale: Locale; items: PurchaseItems } }>(
    '/gateway/purchase/price',
    {
      schema: {
        body: {
          type: 'object',
          required: ['locale', 'items'],
          additionalProperties: false,
          properties: { locale: localeSchema, items: purchaseItemsSchema },
        },
      },
    },
    async (request, reply) => {
      // Before the buyer form, the shop knows the shopper by their account only: the order checks
      // the email too.
      const accountId = (await accountIdOf(request)) ?? null;
      const { locale, items } = request.body;
      const priced = priceRequest(
        catalogue,
        locale,
        items,
        await orders.pricingShopper(items, { accountId, email: null }),
      );
      reply.header('Cache-Control', 'no-store');
      if (priced.outcome === 'invalid') return sendBadRequest(reply, priced.message);
      if (priced.outcome === 'notBookable') return notBookablePrice();
      const offer = priced.hold ? catalogue.offers.get(priced.hold.offerId) : undefined;
      if (offer && priced.hold && (await orders.isSoldOut(offer, priced.hold))) {
        return { ...priced.price, bookable: false, code: 'SOLD_OUT' };
      }
      return priced.price;
    },
  );
}
