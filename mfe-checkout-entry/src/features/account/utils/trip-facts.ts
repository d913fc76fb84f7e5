import { DateTime } from 'luxon';
import { bcp47, type Locale } from '@escapade/shared-contracts/locales';
import type { AccountOrder } from '../api/get-trips';

/** The orders, the latest first (the api sends them so; an order placed meanwhile in another tab stays in place). */
export function newestFirst(orders: readonly AccountOrder[]): AccountOrder[] {
  return [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** "sam. 12 décembre 2026" in the page's language; null for a date that cannot be read. */
export function formatTripDay(isoDate: string, locale: Locale): string | null {
  const date = DateTime.fromISO(isoDate, { locale: bcp47(locale) });
  return date.isValid
    ? date.toLocaleString({ weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' })
    : null;
}

/** The day an order was placed, "12 décembre 2026", in the shopper's time zone. */
export function formatOrderDay(isoDateTime: string, locale: Locale): string | null {
  const date = DateTime.fromISO(isoDateTime, { locale: bcp47(locale) });
  return date.isValid ? date.toLocaleString({ day: 'numeric', month: 'long', year: 'numeric' }) : null;
}
