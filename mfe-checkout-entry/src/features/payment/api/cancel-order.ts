import type { KyInstance } from 'ky';

/** POST /gateway/purchase/orders/:orderUUID/cancel: the shopper gave up an unpaid order; its nights are freed. */
export async function cancelOrder(api: KyInstance, orderUUID: string): Promise<void> {
  await api.post(`gateway/purchase/orders/${encodeURIComponent(orderUUID)}/cancel`);
}
