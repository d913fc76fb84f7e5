import type { FastifyInstance } from 'fastify';
import { purchaseServices, type PurchaseContext, type PurchaseRouteOptions } from '../orders/purchase-services';
import { registerAccountTripsRoute } from './account-trips-route';
import { registerPurchaseOrderCancelRoute } from './purchase-order-cancel-route';
import { registerPurchaseOrderReadRoute } from './purchase-order-read-route';
import { registerPurchaseOrdersRoute } from './purchase-orders-route';
import { registerPurchasePriceRoute } from './purchase-price-route';
import { registerPurchaseZepptoRoute } from './purchase-zeppto-route';
import { registerWalletSandboxCardsRoute } from './wallet-sandbox-cards-route';
import { registerWalletSandboxIntentsRoute } from './wallet-sandbox-intents-route';

/**
 * The purchase side (docs/checkout-and-accounts.md): price, orders, the sandbox wallet, payment,
 * reading and cancelling an order, and the customer's trips, sharing one order store.
 */
export function registerPurchaseRoutes(
  app: FastifyInstance,
  context: PurchaseContext,
  options: PurchaseRouteOptions = {},
): void {
  const services = purchaseServices(context, options);
  registerPurchasePriceRoute(app, services);
  registerPurchaseOrdersRoute(app, services);
  registerPurchaseOrderReadRoute(app, services);
  registerPurchaseOrderCancelRoute(app, services);
  registerWalletSandboxCardsRoute(app);
  registerWalletSandboxIntentsRoute(app, services);
  registerPurchaseZepptoRoute(app, services);
  registerAccountTripsRoute(app, services);
}
