import { DateTime } from 'luxon';
import { bcp47, type Locale } from '@escapade/shared-contracts/locales';

/** Today stops being bookable at 20:00, read in the clock's zone (calendar-rules gives the shop's). */
export const SAME_DAY_CUT_OFF_HOUR = 20;
/** The calendar reaches one year ahead. */
export const CALENDAR_RANGE_YEARS = 1;

/** First and last day a stay may start on, as yyyy-MM-dd, for the visitor's local time. */
export function bookableWindow(now: DateTime = DateTime.now()): { first: string; last: string } {
  const today = now.startOf('day');
  const first = now.hour >= SAME_DAY_CUT_OFF_HOUR ? today.plus({ days: 1 }) : today;
  return { first: first.toISODate() ?? '', last: today.plus({ years: CALENDAR_RANGE_YEARS }).toISODate() ?? '' };
}

/** "Sat 12 Dec 2026" in the locale's words and order. */
export function formatShortDate(isoDate: string, locale: Locale): string {
  return DateTime.fromISO(isoDate, { locale: bcp47(locale) }).toLocaleString({
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/** Nights between two yyyy-MM-dd dates (0 when they are not in order). */
export function nightsBetween(checkin: string, checkout: string): number {
  const nights = Math.round(DateTime.fromISO(checkout).diff(DateTime.fromISO(checkin), 'days').days);
  return Number.isFinite(nights) && nights > 0 ? nights : 0;
}
