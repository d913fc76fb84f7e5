import { discountPercent } from '@escapade/shared-contracts/prices';

/** An activity-only offer shows its promotion from 5 % on (5 % is shown). */
export const ACTIVITY_ONLY_PROMO_SHOWN_FROM_PERCENT = 5;
/** The offers listed on a hotel page show their promotion from 10 % on (10 % is shown). */
export const HOTEL_OFFERS_PROMO_SHOWN_FROM_PERCENT = 10;

/** A promotion below zero (a price above its reference) counts as no promotion. */
export function nonNegativePromo(promoPercent: number): number {
  return Number.isFinite(promoPercent) && promoPercent > 0 ? promoPercent : 0;
}

/** An activity-only offer's promotion as shown: from 5 % on, else 0 (a negative one is 0). */
export function activityOnlyPromoPercent(promoPercent: number): number {
  const promo = nonNegativePromo(promoPercent);
  return promo >= ACTIVITY_ONLY_PROMO_SHOWN_FROM_PERCENT ? promo : 0;
}

/** A promotion in a hotel page's offers list as shown: from 10 % on, else 0 (a negative one is 0). */
export function hotelOffersPromoPercent(promoPercent: number): number {
  const promo = nonNegativePromo(promoPercent);
  return promo >= HOTEL_OFFERS_PROMO_SHOWN_FROM_PERCENT ? promo : 0;
}

/**
 * What moving to a bigger gift (more nights, another format) costs on top of the current one, in
 * cents. A cheaper option costs nothing more: the upgrade price never goes below 0.
 */
export function giftUpgradePrice(upgradedPrice: number, currentPrice: number): number {
  const difference = upgradedPrice - currentPrice;
  return Number.isFinite(difference) && difference > 0 ? difference : 0;
}

/**
 * The N of the "-N%" promotion badge: ceil(100 − 100 × promo / price), the discount the promo
 * price gives on the price, rounded up to a whole percent. No price or no saving gives 0. The page
 * writes the badge text in its language.
 */
export function promoBadgePercent(promoPrice: number, price: number): number {
  return discountPercent(promoPrice, price);
}
