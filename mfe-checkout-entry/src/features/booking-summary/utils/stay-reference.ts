import type { StayQuote } from '../api/get-stay-quote';

/** The stay's price before its own promotion, when the quote has one worth showing. */
export function stayReferencePrice(
  priceInfo: NonNullable<StayQuote['priceInfo']>,
): { amount: number; percent: number } | null {
  const hasPromotion = priceInfo.promoPercentageRounded > 0 && priceInfo.refPrice > priceInfo.sellPrice;
  return hasPromotion ? { amount: priceInfo.refPrice, percent: priceInfo.promoPercentageRounded } : null;
}
