/**
 * Discount = ceil(100 - 100 * promo / price), where promo is the promotional
 * (sell) price and price the reference price; a negative discount counts as 0. Shown as "-N%".
 */
export function discountPercent(promoPrice: number, referencePrice: number): number {
  if (!(referencePrice > 0) || !Number.isFinite(promoPrice)) return 0;
  // Rounded to 1e-9 first: 100 - 100 * 18900 / 25200 must give 25, not 25.000000000000004 → 26.
  const exact = Math.round((100 - (100 * promoPrice) / referencePrice) * 1e9) / 1e9;
  return Math.max(0, Math.ceil(exact));
}

/** The badge text, or null when there is no discount to show. */
export function promoBadge(promoPrice: number, referencePrice: number): string | null {
  const discount = discountPercent(promoPrice, referencePrice);
  return discount > 0 ? `-${discount}%` : null;
}
