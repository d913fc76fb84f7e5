import type { GiftFormat } from './gift-format';

export interface GiftPriceSummaryInput {
  /** The chosen nights' price list entry, cents. */
  entry: { sellPrice: number; refPrice: number };
  format: GiftFormat;
  /** The shipping costs, when known: what posting costs and what the buyer pays. */
  shipping: { amount: number; charge: number } | null;
  /** What the chosen sleeve extras add, cents. */
  sleevesPrice: number;
}

export interface GiftPriceSummary {
  sellPrice: number;
  refPrice: number;
  /** What the promotion saves: the reference price minus the sell price, 0 without a saving. */
  promo: number;
  /** Physical gifts only: what delivery costs and what the buyer pays for it (0: free). */
  shipping: { cost: number; charge: number } | null;
  /** Physical gifts only: the sleeve extras. */
  subElements: number;
  /** What the buyer pays: the stay, the delivery charge and the extras. */
  total: number;
}

/** The price of the gift as set up; a digital gift has neither delivery nor extras. */
export function giftPriceSummary({ entry, format, shipping, sleevesPrice }: GiftPriceSummaryInput): GiftPriceSummary {
  const physical = format === 'physical';
  const delivery =
    physical && shipping ? { cost: Math.max(0, shipping.amount), charge: Math.max(0, shipping.charge) } : null;
  const subElements = physical ? Math.max(0, sleevesPrice) : 0;
  return {
    sellPrice: entry.sellPrice,
    refPrice: Math.max(entry.refPrice, entry.sellPrice),
    promo: Math.max(0, entry.refPrice - entry.sellPrice),
    shipping: delivery,
    subElements,
    total: entry.sellPrice + (delivery?.charge ?? 0) + subElements,
  };
}
