import type { FastifyInstance } from 'fastify';
import { sendNotFound } from '../http/error-handling';
import { WRITE_RATE_LIMITS, rateLimited } from '../http/write-rate-limits';
import { sendPurchaseError } from '../orders/purchase-errors';
import { isOrderUUID, isVisibleTo } from '../orders/order-view';
import type { PurchaseServices } from '../orders/purchase-services';
import { refuseOtherSitePurchases } from '../orders/shop-pages-only';
import { SANDBOX_CARD_IDS, WALLET_PAYMENT_METHOD, sandboxCard } from '../wallet/sandbox-wallet';
import { ORDER_NOT_FOUND_MESSAGE } from './purchase-order-read-route';

/**
 * The status of the card that makes the wallet fail to start. The provider's failure is a
 * dependency of the request that failed, not a fault of the api: 424 Failed Dependency (the api
 * answers 5xx only for its own faults).
 */
export const WALLET_INIT_FAILED_STATUS = 424;

/**
 * POST /gateway/wallet-sandbox/intents { orderUUID, cardId }: starts paying a created order with a
 * test card. 201 { paymentIntentId, paymentMethod }; 424 WALLET_INIT_FAILED for the card made to
 * fail; 409 ORDER_NOT_PAYABLE for an order no longer waiting for its payment; 404 as for reading it.
 */
export function registerWalletSandboxIntentsRoute(app: FastifyInstance, services: PurchaseServices): void {
  const { orders, intents, accountIdOf, shopOrigins } = services;
  app.post<{ Body: { orderUUID: string; cardId: string } }>(
    '/gateway/wallet-sandbox/intents',
    {
      schema: {
        body: {
          type: 'object',
          required: ['orderUUID', 'cardId'],
          additionalProperties: false,
          properties: {
            orderUUID: { type: 'string', maxLength: 64 },
            cardId: { type: 'string', enum: SANDBOX_CARD_IDS },
          },
        },
      },
      preHandler: refuseOtherSitePurchases(shopOrigins),
      ...rateLimited(WRITE_RATE_LIMITS.orders),
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { orderUUID, cardId } = request.body;
      const order = isOrderUUID(orderUUID) ? await orders.find(orderUUID) : undefined;
      if (!order || !isVisibleTo(order, await accountIdOf(request)))
        return sendNotFound(reply, ORDER_NOT_FOUND_MESSAGE);
      if (order.status !== 'created') {
        return sendPurchaseError(reply, 409, 'ORDER_NOT_PAYABLE', 'This order can no longer be paid');
      }
      const card = sandboxCard(cardId)!;
      if (card.outcome === 'initFailure') {
        return sendPurchaseError(
          reply,
          WALLET_INIT_FAILED_STATUS,
          'WALLET_INIT_FAILED',
          `${WALLET_PAYMENT_METHOD} could not start the payment`,
        );
      }
      const intent = await intents.create({
        orderUUID: order.uuid,
        amount: order.amount,
        cardId,
        outcome: card.outcome,
      });
      return reply.code(201).send({ paymentIntentId: intent.id, paymentMethod: WALLET_PAYMENT_METHOD });
    },
  );
}
