import { bcp47, type Locale } from '@escapade/shared-contracts/locales';

/** Euros for the locale from an amount in cents; whole amounts without decimals (189 €, 189,50 €). */
export function formatEuros(cents: number, locale: Locale): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(bcp47(locale), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** The discount, rounded up: ceil(100 - 100 * price / reference), shown as -N%; 0 when there is no saving. */
export function discountPercent(sellPrice: number, refPrice: number): number {
  if (refPrice <= 0 || sellPrice >= refPrice) return 0;
  return Math.ceil(100 - (100 * sellPrice) / refPrice);
}
