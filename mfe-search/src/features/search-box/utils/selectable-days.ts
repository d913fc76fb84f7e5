import { DateTime } from 'luxon';

/** Spec §5: today cannot be chosen from 20:00 onward. */
export const SAME_DAY_CUTOFF_HOUR = 20;
/** Spec §9: the calendar reaches one year ahead at most. */
export const CALENDAR_MONTHS_AHEAD = 12;
/** Spec §5/§9: without availability data, at most 20 days between check-in and check-out. */
export const MAX_NIGHTS_WITHOUT_AVAILABILITY = 20;

/** First day a stay can start (yyyy-MM-dd): today, or tomorrow once the same-day cutoff has passed. */
export function firstSelectableDay(now: DateTime = DateTime.now()): string {
  const day = now.hour >= SAME_DAY_CUTOFF_HOUR ? now.plus({ days: 1 }) : now;
  return day.toISODate() ?? '';
}

/** Last day the calendar offers (yyyy-MM-dd). */
export function lastSelectableDay(now: DateTime = DateTime.now()): string {
  return now.plus({ months: CALENDAR_MONTHS_AHEAD }).toISODate() ?? '';
}

/** Whole nights between two yyyy-MM-dd dates. */
export function nightsBetween(checkin: string, checkout: string): number {
  return Math.round(DateTime.fromISO(checkout).diff(DateTime.fromISO(checkin), 'days').days);
}
