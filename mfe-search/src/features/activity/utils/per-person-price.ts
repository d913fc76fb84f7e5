import { ACTIVITY_PROMO_MIN_PERCENT } from './activity-constants';
import { discountPercent } from '@escapade/shared-contracts/prices';
import type { ActivityCardData } from '../api/search-activities';

export interface PerPersonPrice {
  /** Cents per participant. */
  sellPrice: number;
  barPrice: number;
  /** Whole percent, 0 under the 5 % an activity promotion needs to be shown. */
  discount: number;
}

/**
 * The price shown is per person, the sell and bar prices of the
 * entry for the participants divided by its adult count (the closest entry when none matches).
 */
export function perPersonPrice(prices: ActivityCardData['prices'], participants: number): PerPersonPrice | null {
  if (prices.length === 0) return null;
  const entry =
    prices.find((price) => price.paxComposition.adults === participants) ??
    [...prices].sort(
      (a, b) => Math.abs(a.paxComposition.adults - participants) - Math.abs(b.paxComposition.adults - participants),
    )[0]!;
  const adults = Math.max(1, entry.paxComposition.adults);
  const sellPrice = Math.round(entry.sellPrice / adults);
  const barPrice = Math.round(entry.barPrice / adults);
  const discount = discountPercent(sellPrice, barPrice);
  return { sellPrice, barPrice, discount: discount >= ACTIVITY_PROMO_MIN_PERCENT ? discount : 0 };
}
