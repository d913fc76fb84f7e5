import type { FastifyInstance } from 'fastify';
import { sendNotFound } from '../http/error-handling';
import { isOrderUUID, isVisibleTo, orderView } from '../orders/order-view';
import type { PurchaseServices } from '../orders/purchase-services';

export const orderUUIDParamsSchema = {
  type: 'object',
  required: ['orderUUID'],
  properties: { orderUUID: { type: 'string' } },
} as const;

/** The same answer for an order that does not exist and one that is someone else's. */
export const ORDER_NOT_FOUND_MESSAGE = 'No such order';

/**
 * GET /gateway/purchase/orders/:orderUUID: the order as its confirmation page shows it. 404 for a
 * malformed or unknown UUID and for an order of another account.
 */
export function registerPurchaseOrderReadRoute(app: FastifyInstance, { orders, accountIdOf }: PurchaseServices): void {
  app.get<{ Params: { orderUUID: string } }>(
    '/gateway/purchase/orders/:orderUUID',
    { schema: { params: orderUUIDParamsSchema } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { orderUUID } = request.params;
      const order = isOrderUUID(orderUUID) ? await orders.find(orderUUID) : undefined;
      if (!order || !isVisibleTo(order, await accountIdOf(request)))
        return sendNotFound(reply, ORDER_NOT_FOUND_MESSAGE);
      return orderView(order);
    },
  );
}
