import type { FastifyInstance } from 'fastify';
import type { Locale } from '@escapade/shared-contracts/locales';
import { sendBadRequest } from '../http/error-handling';
import { WRITE_RATE_LIMITS, rateLimited } from '../http/write-rate-limits';
import { buyerProblem, buyerSchema, type Buyer } from '../orders/buyer';
import { canonicalJson, sha256Hex } from '../orders/canonical-json';
import type { Catalogue } from '../catalogue/catalogue';
import type { NewOrder, StayHold } from '../orders/order-store';
import { sendPurchaseError } from '../orders/purchase-errors';
import { priceRequest } from '../orders/price-request';
import { purchaseItemsSchema, type PurchaseItems } from '../orders/purchase-items';
import type { RoomHold } from '../orders/purchase-price';
import type { PurchaseServices } from '../orders/purchase-services';
import { emailKey } from '../orders/shopper-identity';
import { refuseOtherSitePurchases } from '../orders/shop-pages-only';
import { centsSchema, localeSchema } from './common-schemas';

/** 8 to 128 letters, digits, - or _: room for a UUID or a provider's own key format. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

export interface OrderBody {
  locale: Locale;
  currency: 'EUR';
  expectedAmount: number;
  buyer: Buyer;
  items: PurchaseItems;
}

export const orderBodyProperties = {
  locale: localeSchema,
  currency: { type: 'string', enum: ['EUR'] },
  expectedAmount: centsSchema,
  buyer: buyerSchema,
  items: purchaseItemsSchema,
} as const;

export const ORDER_BODY_REQUIRED = ['locale', 'currency', 'expectedAmount', 'buyer', 'items'] as const;

/**
 * POST /gateway/purchase/orders, header Idempotency-Key: creates the order and holds its rooms
 * (201), or says why not: 409 PRICE_CHANGED (with the right `amount`), 409 SOLD_OUT, 409
 * PROMOTION_CODE_REFUSED (a first-order code, and the account or the email ordered before), 422
 * NOT_BOOKABLE, 409 IDEMPOTENCY_KEY_REUSED, 400 for a malformed body or key. A key already
 * answered with the same body gets that answer again. The signed-in account owns the order.
 */
export function registerPurchaseOrdersRoute(app: FastifyInstance, services: PurchaseServices): void {
  const { catalogue, orders, shopOrigins, accountIdOf } = services;
  app.post<{ Body: OrderBody }>(
    '/gateway/purchase/orders',
    {
      schema: {
        body: {
          type: 'object',
          required: [...ORDER_BODY_REQUIRED],
          additionalProperties: false,
          properties: orderBodyProperties,
        },
      },
      preHandler: refuseOtherSitePurchases(shopOrigins),
      ...rateLimited(WRITE_RATE_LIMITS.orders),
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
        return sendBadRequest(reply, 'The Idempotency-Key header is required: 8 to 128 letters, digits, - or _');
      }
      const body = request.body;
      const buyer = buyerProblem(body.buyer);
      if (buyer) return sendBadRequest(reply, buyer);
      const accountId = (await accountIdOf(request)) ?? null;
      // Now the shopper is known by their account and their email; the order store asks again in
      // the order's own transaction, where two orders side by side are told apart.
      const email = emailKey(body.buyer.email.email);
      const priced = priceRequest(
        catalogue,
        body.locale,
        body.items,
        await orders.pricingShopper(body.items, { accountId, email }),
      );
      if (priced.outcome === 'invalid') return sendBadRequest(reply, priced.message);

      const purchase: NewOrder['purchase'] =
        priced.outcome === 'notBookable'
          ? { kind: 'notBookable', message: priced.message }
          : {
              kind: 'priced',
              price: priced.price,
              display: { item: priced.summary, touristTax: priced.price.touristTax },
              hold: holdOf(catalogue, priced.hold),
            };
      const outcome = await orders.create({
        idempotencyKey: key,
        // The same key from another account is another request.
        requestHash: sha256Hex(canonicalJson({ accountId, body })),
        accountId,
        locale: body.locale,
        buyer: body.buyer,
        items: body.items,
        expectedAmount: body.expectedAmount,
        purchase,
      });
      switch (outcome.kind) {
        case 'created':
        case 'replay':
          return reply.code(outcome.statusCode).send(outcome.answer);
        case 'keyReused':
          return sendPurchaseError(
            reply,
            409,
            'IDEMPOTENCY_KEY_REUSED',
            'This Idempotency-Key was already used for another order',
          );
        case 'notBookable':
          return sendPurchaseError(reply, 422, 'NOT_BOOKABLE', outcome.message);
        case 'soldOut':
          return sendPurchaseError(reply, 409, 'SOLD_OUT', 'No room is left on a night of this stay');
        case 'promotionRefused':
          return sendPurchaseError(
            reply,
            409,
            'PROMOTION_CODE_REFUSED',
            `The code ${outcome.code} is for a first order only, and this account or email has ordered before`,
            { promotionCode: outcome.code },
          );
        case 'priceChanged':
          return sendPurchaseError(reply, 409, 'PRICE_CHANGED', 'The price has changed', { amount: outcome.amount });
      }
    },
  );
}

function holdOf(catalogue: Catalogue, rooms: RoomHold | null): StayHold | null {
  const offer = rooms ? catalogue.offers.get(rooms.offerId) : undefined;
  return offer && rooms ? { offer, rooms } : null;
}
