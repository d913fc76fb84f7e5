import { bcp47, type Locale } from './locales';

/**
 * Prices as every page shows them. The api sends amounts in cents; a page shows euros in the
 * locale's format, without decimals when the amount is whole ("89 €", "89,50 €", "€ 89").
 */
export function formatEuros(cents: number, locale: Locale): string {
  return eurosFormat(locale, cents % 100 === 0).format(cents / 100);
}

/**
 * Building a number format costs far more than using one, and a results page shows hundreds of
 * prices while it hydrates on a phone: one format per locale and kind, made on first use.
 */
const EUROS_FORMATS = new Map<string, Intl.NumberFormat>();

function eurosFormat(locale: Locale, whole: boolean): Intl.NumberFormat {
  const key = `${locale}:${whole ? 'whole' : 'cents'}`;
  let format = EUROS_FORMATS.get(key);
  if (!format) {
    format = new Intl.NumberFormat(bcp47(locale), {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    EUROS_FORMATS.set(key, format);
  }
  return format;
}

/**
 * The promotion's discount in whole percent, rounded up: ceil(100 − 100 × promo / reference),
 * shown as "-N%". No reference price, or no saving, gives 0.
 */
export function discountPercent(promoPrice: number, referencePrice: number): number {
  if (!(referencePrice > 0) || !Number.isFinite(promoPrice)) return 0;
  // Rounded to 1e-9 first: 100 − 100 × 18900 / 25200 must give 25, not 25.000000000000004 → 26.
  const exact = Math.round((100 - (100 * promoPrice) / referencePrice) * 1e9) / 1e9;
  return Math.max(0, Math.ceil(exact));
}

/** A gift box shows its promotion only above this many percent (5 % itself is not shown). */
export const BOX_PROMO_SHOWN_ABOVE_PERCENT = 5;

/**
 * A gift box's promotion in whole percent: floor((1 − sell / reference) × 100), only when the
 * reference price is higher than the sell price, and shown only above 5 %; otherwise 0 (no badge,
 * no struck price). Prices in cents.
 */
export function boxPromoPercent(sellPrice: number, referencePrice: number): number {
  if (!(referencePrice > sellPrice) || !(referencePrice > 0) || !(sellPrice >= 0)) return 0;
  // In whole cents, (reference − sell) × 100 / reference is exact when the result is whole,
  // where 1 − sell / reference could land a hair below it and floor to one percent less.
  const percent = Math.floor(((referencePrice - sellPrice) * 100) / referencePrice);
  return percent > BOX_PROMO_SHOWN_ABOVE_PERCENT ? percent : 0;
}
