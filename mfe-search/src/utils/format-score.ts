import { bcp47, type Locale } from '@escapade/shared-contracts/locales';

/** A review average out of 10 with one decimal in the locale's format ("8,6"). */
export function formatScore(average: number, locale: Locale): string {
  return new Intl.NumberFormat(bcp47(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}
