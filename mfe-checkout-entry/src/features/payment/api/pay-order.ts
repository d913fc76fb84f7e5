import type { KyInstance } from 'ky';
import { RETRIED_STATUSES } from '@escapade/shared-contracts/api-client';
import type { OrderBody } from './create-order';
import type { WalletIntent } from './create-wallet-intent';

export interface PaidOrder {
  booking: { orderUUID: string; reference: string; status: 'paid' };
}

/**
 * POST /gateway/purchase/zeppto: charges the order with the wallet's authorisation. Paying a paid
 * order again answers the same, so a try lost on the way is sent once more.
 */
export function payOrder(
  api: KyInstance,
  body: OrderBody & { orderUUID: string; pspAuthorization: WalletIntent },
): Promise<PaidOrder> {
  return api
    .post('gateway/purchase/zeppto', {
      json: body,
      retry: { limit: 1, methods: ['post'], statusCodes: [...RETRIED_STATUSES], backoffLimit: 2_000 },
    })
    .json<PaidOrder>();
}
