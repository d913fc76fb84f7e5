import type { TrackingEvent, TrackingItem } from '@escapade/shared-contracts/tracking';
import type { OrderItemKind } from '../../../utils/purchase-body';
import type { OrderView } from '../api/get-order';

const CATEGORY_OF: Record<OrderItemKind, TrackingItem['item_category']> = {
  stay: 'weekend',
  activity: 'activity',
  giftBox: 'box',
  giftStay: 'single_voucher',
  giftCard: 'giftcard',
};

/**
 * The purchase as analytics counts it: the product line the payment tracked when this tab paid,
 * else one built from the order (whose product id the order does not carry: the booking number
 * stands in for it), and the amount paid in euros.
 */
export function purchaseEvent(order: OrderView, paidItem: TrackingItem | null, gaId: string | null): TrackingEvent {
  const value = order.amount / 100;
  const item: TrackingItem = paidItem ?? {
    item_id: order.reference,
    item_category: CATEGORY_OF[order.item.kind],
    item_name: order.item.title,
    quantity: 1,
    price: value,
  };
  return {
    name: 'purchase',
    items: [item],
    params: {
      transaction_id: order.reference,
      value,
      currency: order.currency,
      ...(gaId ? { ga_id: gaId } : {}),
    },
  };
}
