import { GIFT_CARD_CHECKOUT_ID, type RouteTarget } from '@escapade/shared-contracts/routes';
import type { GiftFormat } from './gift-card-hash';

/** The gift checkout's id for a gift card (a stay's is its offer id). */
export const GIFT_CARD_ID = GIFT_CARD_CHECKOUT_ID;

/** What the visitor chose on the gift card page, ready for checkout. */
export interface GiftCardOrder {
  /** Cents, whole euros within the limits. */
  amount: number;
  giftFormat: GiftFormat;
  /** Trimmed; empty when not given. */
  fromName: string;
  message: string;
}

/** The gift checkout of a gift card: its amount, format and, when written, the sender and the message. */
export function giftCardCheckoutTarget(order: GiftCardOrder): RouteTarget {
  const query: Record<string, string> = {
    flow: 'gifting',
    giftFormat: order.giftFormat,
    amount: String(order.amount),
  };
  if (order.fromName) query.fromName = order.fromName;
  if (order.message) query.message = order.message;
  return { kind: 'giftCheckout', id: GIFT_CARD_ID, query };
}
