/**
 * What the purchase routes share: the catalogue, the orders, gift vouchers and payment intents in the shop store,
 * the clock, and who is asking. Built once when the routes register.
 */
import type { FastifyRequest } from 'fastify';
import { signedInAccountId } from '../accounts/current-account';
import type { AppContext } from '../routes/app-context';
import { PaymentIntents } from '../wallet/payment-intents';

/** The account signed in on the request, or undefined for a visitor who is not signed in. */
export type AccountIdOf = (request: FastifyRequest) => Promise<string | undefined>;

export interface PurchaseRouteOptions {
  /** Who is asking; by default the account the access token cookie signs in. */
  accountIdOf?: AccountIdOf;
  /** The clock payment intents are dated by (the order store has its own). */
  now?: () => Date;
}

export type PurchaseContext = Pick<AppContext, 'catalogue' | 'store' | 'orders' | 'vouchers' | 'shopOrigins'>;

export interface PurchaseServices extends PurchaseContext {
  intents: PaymentIntents;
  accountIdOf: AccountIdOf;
}

export function purchaseServices(context: PurchaseContext, options: PurchaseRouteOptions = {}): PurchaseServices {
  const now = options.now ?? (() => new Date());
  return {
    ...context,
    intents: new PaymentIntents(context.store, now),
    accountIdOf: options.accountIdOf ?? ((request) => signedInAccountId(request, context.store)),
  };
}
