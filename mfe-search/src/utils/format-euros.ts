import { bcp47, type Locale } from '@escapade/shared-contracts/locales';

/** Euros from cents in the locale's format; whole amounts without decimals ("189 €", "189,50 €"). */
export function formatEuros(cents: number, locale: Locale): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(bcp47(locale), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** A review average out of 10 with one decimal in the locale's format ("8,6"). */
export function formatScore(average: number, locale: Locale): string {
  return new Intl.NumberFormat(bcp47(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}
