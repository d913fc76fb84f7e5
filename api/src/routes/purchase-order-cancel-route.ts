import type { FastifyInstance } from 'fastify';
import { sendNotFound } from '../http/error-handling';
import { WRITE_RATE_LIMITS, rateLimited } from '../http/write-rate-limits';
import { sendPurchaseError } from '../orders/purchase-errors';
import { isOrderUUID, isVisibleTo, orderView } from '../orders/order-view';
import type { PurchaseServices } from '../orders/purchase-services';
import { refuseOtherSitePurchases } from '../orders/shop-pages-only';
import { ORDER_NOT_FOUND_MESSAGE, orderUUIDParamsSchema } from './purchase-order-read-route';

/**
 * POST /gateway/purchase/orders/:orderUUID/cancel: the shopper gives up a created order (closes
 * the payment); it is cancelled and its rooms are free again. 200 with the order; 409
 * ORDER_NOT_CANCELLABLE once it is paid, failed or cancelled; 404 as for reading it.
 */
export function registerPurchaseOrderCancelRoute(app: FastifyInstance, services: PurchaseServices): void {
  const { orders, accountIdOf, shopOrigins } = services;
  app.post<{ Params: { orderUUID: string } }>(
    '/gateway/purchase/orders/:orderUUID/cancel',
    {
      schema: { params: orderUUIDParamsSchema },
      preHandler: refuseOtherSitePurchases(shopOrigins),
      ...rateLimited(WRITE_RATE_LIMITS.orders),
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { orderUUID } = request.params;
      const order = isOrderUUID(orderUUID) ? await orders.find(orderUUID) : undefined;
      if (!order || !isVisibleTo(order, await accountIdOf(request)))
        return sendNotFound(reply, ORDER_NOT_FOUND_MESSAGE);
      if (!(await orders.settle(order.uuid, 'cancelled'))) {
        return sendPurchaseError(
          reply,
          409,
          'ORDER_NOT_CANCELLABLE',
          'Only an order waiting for its payment can be cancelled',
        );
      }
      return orderView((await orders.find(order.uuid))!);
    },
  );
}
