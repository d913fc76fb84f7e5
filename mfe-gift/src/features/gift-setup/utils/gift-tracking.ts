import type { TrackingEvent } from '@escapade/shared-contracts/tracking';
import type { GiftFormat } from './gift-format';

/** Amounts travel in cents; analytics reads euros. */
const CENTS_PER_EURO = 100;

/** The two moments of the customisation the shop measures. */
export type PersonalizationStep = 'open' | 'confirm';

export interface TrackedGift {
  offerId: string;
  label: string;
  /** The chosen nights' price, cents. */
  sellPrice: number;
}

/** personalization_item: one gift stay, its price in euros, the moment and the format. */
export function personalizationEvent(gift: TrackedGift, step: PersonalizationStep, format: GiftFormat): TrackingEvent {
  const quantity = 1;
  const price = gift.sellPrice / CENTS_PER_EURO;
  return {
    name: 'personalization_item',
    items: [
      {
        item_id: gift.offerId,
        item_name: gift.label,
        item_category: 'single_voucher',
        quantity,
        price,
        value: price * quantity,
      },
    ],
    params: { step, gift_format: format },
  };
}
