import { DateTime } from 'luxon';
import { bcp47, type Locale } from '@escapade/shared-contracts/locales';

/** "Saturday 12 December 2026" in the locale's words and order. */
export function formatLongDate(isoDate: string, locale: Locale): string {
  return DateTime.fromISO(isoDate, { locale: bcp47(locale) }).toLocaleString({
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}
