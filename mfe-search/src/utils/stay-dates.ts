import { DateTime } from 'luxon';

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
