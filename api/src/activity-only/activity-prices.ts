/** Prices of an activity-only offer per participant count, as its page shows them. Amounts in cents. */
import type { ActivityOfferRecord } from '../catalogue/catalogue-records';
import { barPriceOf, promoPercentOf } from '../pricing/day-price';
import { participantCountsOf } from './activity-participants';

/** Below this discount the page shows no promotion. */
export const ACTIVITY_PROMO_MIN_PERCENT = 5;

export interface ActivityOnlyPrice {
  paxComposition: { adults: number };
  /** What the participants pay together. */
  sellPrice: number;
  /** The price without the promotion. */
  barPrice: number;
  refPrice: number;
  /** The discount to show: promoPercentageRounded from 5 % on, else 0. */
  promo: number;
  promoPercentageRounded: number;
  moneySaved: number;
}

/** One price per participant count the offer is sold for (a duo formula has only the price for 2). */
export function activityOnlyPrices(activity: ActivityOfferRecord): ActivityOnlyPrice[] {
  const barPricePerPerson = barPriceOf(activity.pricePerPerson, activity.promoPercent);
  return participantCountsOf(activity).map((adults) => {
    const sellPrice = activity.pricePerPerson * adults;
    const barPrice = barPricePerPerson * adults;
    const promoPercentageRounded = promoPercentOf(sellPrice, barPrice);
    return {
      paxComposition: { adults },
      sellPrice,
      barPrice,
      refPrice: barPrice,
      promo: promoPercentageRounded >= ACTIVITY_PROMO_MIN_PERCENT ? promoPercentageRounded : 0,
      promoPercentageRounded,
      moneySaved: Math.max(0, barPrice - sellPrice),
    };
  });
}
