/** A box shows its discount only above this many percent. */
export const BOX_PROMO_MIN_PERCENT = 5;

/**
 * The discount a box card shows, in whole percent: floor((1 − sell / reference) × 100) when the
 * reference price is higher than the selling price, and only above 5 %; 0 otherwise (no badge,
 * no struck price).
 */
export function boxPromoPercent(sellPrice: number, referencePrice: number): number {
  if (!(referencePrice > sellPrice) || !(sellPrice >= 0)) return 0;
  // Rounded to 1e-9 first, so 1 − 8100 / 9000 counts as 10 %, not 9.999… → 9 %.
  const exact = Math.round((1 - sellPrice / referencePrice) * 100 * 1e9) / 1e9;
  const percent = Math.floor(exact);
  return percent > BOX_PROMO_MIN_PERCENT ? percent : 0;
}
