import type { FastifyInstance } from 'fastify';
import { carriesAccountCookies, clearedSessionCookies } from '../accounts/account-cookies';
import { sendAccountError } from '../accounts/account-requests';
import { orderView } from '../orders/order-view';
import type { PurchaseServices } from '../orders/purchase-services';

/**
 * GET /gateway/account/trips: the signed-in customer's orders, newest first, each as its
 * confirmation page shows it. 401 SIGNED_OUT when no one is signed in, like every account call: a
 * browser still holding the cookies of a sign-in that is over is told to forget them.
 */
export function registerAccountTripsRoute(app: FastifyInstance, { orders, accountIdOf }: PurchaseServices): void {
  app.get('/gateway/account/trips', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const accountId = await accountIdOf(request);
    if (accountId === undefined) {
      if (carriesAccountCookies(request)) reply.header('Set-Cookie', clearedSessionCookies(request));
      return sendAccountError(reply, 401, 'SIGNED_OUT');
    }
    return { orders: (await orders.ofAccount(accountId)).map(orderView) };
  });
}
