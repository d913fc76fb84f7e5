import { bcp47, type Locale } from '@escapade/shared-contracts/locales';

/** Euros for the locale from an amount in cents; whole amounts without decimals (89 €, 89,50 €). */
export function formatEuros(cents: number, locale: Locale): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(bcp47(locale), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}
