import type { Flow } from '@escapade/shared-contracts/routes';

export type CardPriceType = 'FINAL_PRICE' | 'FROM_PRICE';

export interface CardPriceTypeInput {
  /** The offer or the search has check-in dates. */
  hasCheckinDates: boolean;
  flow: Flow;
  /** A price type the caller imposes (e.g. a gift or an activity card). */
  givenPriceType?: string | null;
}

/**
 * On cards the price is FINAL_PRICE when check-in dates exist, the flow is
 * gifting, or a price type is given; otherwise it is a FROM_PRICE ("from …").
 */
export function cardPriceType({ hasCheckinDates, flow, givenPriceType }: CardPriceTypeInput): CardPriceType {
  if (hasCheckinDates || flow === 'gifting' || Boolean(givenPriceType)) return 'FINAL_PRICE';
  return 'FROM_PRICE';
}
