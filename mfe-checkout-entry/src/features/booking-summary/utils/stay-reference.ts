import { discountPercent } from '@escapade/shared-contracts/prices';
import type { StayQuote } from '../api/get-stay-quote';

/**
 * The stay's price before its own promotion, when the quote has one worth showing, with the
 * discount as every page shows it (the shop's rounded-up rule, not the quote's rounded figure).
 */
export function stayReferencePrice(
  priceInfo: NonNullable<StayQuote['priceInfo']>,
): { amount: number; percent: number } | null {
  const percent = discountPercent(priceInfo.sellPrice, priceInfo.refPrice);
  return percent > 0 ? { amount: priceInfo.refPrice, percent } : null;
}
