import type { KyInstance } from 'ky';
import { RETRIED_STATUSES } from '@escapade/shared-contracts/api-client';
import type { Buyer, OrderDraft, PurchaseItems } from '../../../utils/purchase-body';

export interface OrderBody {
  locale: OrderDraft['locale'];
  currency: 'EUR';
  /** Cents: the amount the shopper saw, which the api checks against its own. */
  expectedAmount: number;
  buyer: Buyer;
  items: PurchaseItems;
}

export interface CreatedOrder {
  orderUUID: string;
  /** The 8-digit booking number. */
  reference: string;
  status: 'created';
  amount: number;
  currency: 'EUR';
}

/**
 * POST /gateway/purchase/orders. The idempotency key makes the call safe to repeat: a try that
 * failed on the way (network, a restarting api) is sent once more with the same key, and the api
 * answers the first order instead of creating a second one.
 */
export function createOrder(api: KyInstance, idempotencyKey: string, body: OrderBody): Promise<CreatedOrder> {
  return api
    .post('gateway/purchase/orders', {
      json: body,
      headers: { 'Idempotency-Key': idempotencyKey },
      retry: { limit: 1, methods: ['post'], statusCodes: [...RETRIED_STATUSES], backoffLimit: 2_000 },
    })
    .json<CreatedOrder>();
}
