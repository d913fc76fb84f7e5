import type { TrackingEvent } from '@escapade/shared-contracts/tracking';
import type { GiftFormat } from './box-format';

/** Amounts travel in cents; analytics reads euros. */
const CENTS_PER_EURO = 100;

/** The two moments of the personalisation step the shop measures. */
export type PersonalizationStep = 'open' | 'confirm';

interface TrackedBox {
  code: string;
  title: string;
  /** Cents. */
  sellPrice: number;
  /** What the box is worth to its beneficiary, cents. */
  value: number;
}

/** personalization_item: one box, its price and worth in euros (as analytics expects), the step and format. */
export function personalizationEvent(box: TrackedBox, step: PersonalizationStep, format: GiftFormat): TrackingEvent {
  const quantity = 1;
  const price = box.sellPrice / CENTS_PER_EURO;
  return {
    name: 'personalization_item',
    items: [
      {
        item_id: box.code,
        item_name: box.title,
        item_category: 'box',
        quantity,
        price,
        value: price * quantity,
        box_price: box.value / CENTS_PER_EURO,
      },
    ],
    params: { step, gift_format: format },
  };
}
