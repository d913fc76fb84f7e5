import { bcp47, type Locale } from '@escapade/shared-contracts/locales';

/** Euros for a cent amount from the api, in the locale's format; whole amounts show no decimals. */
export function formatEuros(cents: number, locale: Locale): string {
  const wholeEuros = cents % 100 === 0;
  return new Intl.NumberFormat(bcp47(locale), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: wholeEuros ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
