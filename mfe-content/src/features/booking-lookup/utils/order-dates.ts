import { DateTime } from 'luxon';
import { bcp47, type Locale } from '@escapade/shared-contracts/locales';

/** A day (yyyy-MM-dd) or a moment (ISO) of an order, written in full in the locale ("12 octobre 2024"). */
export function formatOrderDay(iso: string, locale: Locale): string {
  const date = DateTime.fromISO(iso, { locale: bcp47(locale) });
  return date.isValid ? date.toLocaleString(DateTime.DATE_FULL) : iso;
}
