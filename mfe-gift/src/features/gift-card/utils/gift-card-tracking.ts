import type { TrackingEvent } from '@escapade/shared-contracts/tracking';
import { GIFT_CARD_ID, type GiftCardOrder } from './gift-card-checkout';

/** Amounts travel in cents; analytics reads euros. */
const CENTS_PER_EURO = 100;

/** personalization_item when the card's personalisation is confirmed: one gift card, its amount in euros. */
export function giftCardPersonalizationEvent(order: GiftCardOrder): TrackingEvent {
  const price = order.amount / CENTS_PER_EURO;
  return {
    name: 'personalization_item',
    items: [{ item_id: GIFT_CARD_ID, item_category: 'giftcard', quantity: 1, price, value: price }],
    params: {
      step: 'confirm',
      gift_format: order.giftFormat,
      with_name: order.fromName !== '',
      with_message: order.message !== '',
    },
  };
}
