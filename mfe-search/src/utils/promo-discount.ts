import { discountPercent } from '@escapade/shared-contracts/prices';

/** The promotion badge, "-N%" of the shared discount rule, or null when there is no discount. */
export function promoBadge(promoPrice: number, referencePrice: number): string | null {
  const discount = discountPercent(promoPrice, referencePrice);
  return discount > 0 ? `-${discount}%` : null;
}
