import { DateTime } from 'luxon';

/** Today cannot be chosen from 20:00 onward (same-day cutoff), for a stay as for an activity. */
export const SAME_DAY_CUTOFF_HOUR = 20;
/** The calendars reach one year ahead at most. */
export const CALENDAR_MONTHS_AHEAD = 12;

/** First day a stay or an activity can start (yyyy-MM-dd): today, or tomorrow from the same-day cutoff on. */
export function firstSelectableDay(now: DateTime = DateTime.now()): string {
  const day = now.hour >= SAME_DAY_CUTOFF_HOUR ? now.plus({ days: 1 }) : now;
  return day.toISODate() ?? '';
}

/** Last day the calendars offer (yyyy-MM-dd): one year ahead. */
export function lastSelectableDay(now: DateTime = DateTime.now()): string {
  return now.plus({ months: CALENDAR_MONTHS_AHEAD }).toISODate() ?? '';
}

/** Check-in and check-out as yyyy-MM-dd. */
export interface StayDates {
  checkin: string;
  checkout: string;
}

/** Whole nights between two yyyy-MM-dd dates. */
export function nightsBetween(checkin: string, checkout: string): number {
  return Math.round(DateTime.fromISO(checkout).diff(DateTime.fromISO(checkin), 'days').days);
}

/** A yyyy-MM-dd date plus some days. */
export function addDays(day: string, days: number): string {
  return DateTime.fromISO(day).plus({ days }).toISODate() ?? day;
}

/** Stored dates are used only when their check-in is a future date (after today). */
export function isFutureCheckin(
  dates: StayDates | null | undefined,
  now: DateTime = DateTime.now(),
): dates is StayDates {
  if (!dates || !DateTime.fromISO(dates.checkin).isValid || !DateTime.fromISO(dates.checkout).isValid) return false;
  return dates.checkin > (now.toISODate() ?? '') && dates.checkout > dates.checkin;
}
