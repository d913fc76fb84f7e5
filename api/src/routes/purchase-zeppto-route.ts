import type { FastifyInstance } from 'fastify';
import { issueGiftCodes } from '../beneficiaries/issue-gift-codes';
import { sendBadRequest, sendNotFound } from '../http/error-handling';
import { WRITE_RATE_LIMITS, rateLimited } from '../http/write-rate-limits';
import { buyerProblem } from '../orders/buyer';
import { canonicalJson } from '../orders/canonical-json';
import { sendPurchaseError } from '../orders/purchase-errors';
import { orderStatusLockKey } from '../orders/order-store';
import { isOrderUUID, isVisibleTo } from '../orders/order-view';
import type { PurchaseServices } from '../orders/purchase-services';
import { refuseOtherSitePurchases } from '../orders/shop-pages-only';
import { WALLET_PAYMENT_METHOD } from '../wallet/sandbox-wallet';
import { ORDER_NOT_FOUND_MESSAGE } from './purchase-order-read-route';
import { ORDER_BODY_REQUIRED, orderBodyProperties, type OrderBody } from './purchase-orders-route';

interface ZepptoBody extends OrderBody {
  orderUUID: string;
  pspAuthorization: { paymentIntentId: string; paymentMethod: string };
}

/** The bank's words, shown by the payment dialog. */
export const PAYMENT_DECLINED_MESSAGE = 'Payment declined by the bank';

type Settlement =
  | { kind: 'notFound' }
  | { kind: 'mismatch' }
  | { kind: 'notPayable' }
  | { kind: 'declined' }
  | { kind: 'paid'; orderUUID: string; reference: string };

/**
 * POST /gateway/purchase/zeppto: pays an order with the wallet's authorisation (a payment intent of
 * this order). Body: the order's body plus `orderUUID` and `pspAuthorization`. 200 with the
 * booking (again for an order already paid); 402 PAYMENT_DECLINED (the order fails, its rooms are
 * free); 409 ORDER_MISMATCH, 409 ORDER_NOT_PAYABLE; 404 unknown order.
 */
export function registerPurchaseZepptoRoute(app: FastifyInstance, services: PurchaseServices): void {
  const { orders, vouchers, intents, accountIdOf, shopOrigins, catalogue } = services;
  app.post<{ Body: ZepptoBody }>(
    '/gateway/purchase/zeppto',
    {
      schema: {
        body: {
          type: 'object',
          required: [...ORDER_BODY_REQUIRED, 'orderUUID', 'pspAuthorization'],
          additionalProperties: false,
          properties: {
            ...orderBodyProperties,
            orderUUID: { type: 'string', maxLength: 64 },
            pspAuthorization: {
              type: 'object',
              required: ['paymentIntentId', 'paymentMethod'],
              additionalProperties: false,
              properties: {
                paymentIntentId: { type: 'string', minLength: 1, maxLength: 100 },
                paymentMethod: { type: 'string', enum: [WALLET_PAYMENT_METHOD] },
              },
            },
          },
        },
      },
      preHandler: refuseOtherSitePurchases(shopOrigins),
      ...rateLimited(WRITE_RATE_LIMITS.orders),
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const body = request.body;
      const buyer = buyerProblem(body.buyer);
      if (buyer) return sendBadRequest(reply, buyer);
      const accountId = await accountIdOf(request);

      // Read, check and move the order in one transaction, under the lock of its status: two
      // payments of one order (or a payment and a cancellation) settle once.
      const settlement = await orders.transaction(
        async (trx): Promise<Settlement> => {
          await orders.expireUnpaid(trx);
          const order = isOrderUUID(body.orderUUID) ? await orders.find(body.orderUUID, trx) : undefined;
          if (!order || !isVisibleTo(order, accountId)) return { kind: 'notFound' };
          const intent = await intents.find(body.pspAuthorization.paymentIntentId, trx);
          const sameOrder =
            canonicalJson(body.items) === canonicalJson(order.items) &&
            body.expectedAmount === order.amount &&
            body.currency === order.currency &&
            intent?.orderUUID === order.uuid &&
            intent.amount === order.amount;
          if (!sameOrder) return { kind: 'mismatch' };
          if (order.status === 'paid') return { kind: 'paid', orderUUID: order.uuid, reference: order.reference };
          if (order.status !== 'created') return { kind: 'notPayable' };
          if (intent.outcome === 'declined') {
            await orders.settle(order.uuid, 'failed', trx);
            return { kind: 'declined' };
          }
          await orders.settle(order.uuid, 'paid', trx);
          // A gift's codes are issued with the payment, in the same transaction.
          await issueGiftCodes({ orders, vouchers, catalogue }, order.uuid, trx);
          return { kind: 'paid', orderUUID: order.uuid, reference: order.reference };
        },
        { lockKeys: [orderStatusLockKey(body.orderUUID)] },
      );

      switch (settlement.kind) {
        case 'notFound':
          return sendNotFound(reply, ORDER_NOT_FOUND_MESSAGE);
        case 'mismatch':
          return sendPurchaseError(reply, 409, 'ORDER_MISMATCH', 'The payment does not match this order');
        case 'notPayable':
          return sendPurchaseError(reply, 409, 'ORDER_NOT_PAYABLE', 'This order can no longer be paid');
        case 'declined':
          return sendPurchaseError(reply, 402, 'PAYMENT_DECLINED', PAYMENT_DECLINED_MESSAGE);
        case 'paid':
          return { booking: { orderUUID: settlement.orderUUID, reference: settlement.reference, status: 'paid' } };
      }
    },
  );
}
