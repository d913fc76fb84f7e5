/**
 * The product page's calendar rules. The clock and the shop's time zone are
 * parameters: "today", the 20:00 cut-off and the one-year range are all read in that zone.
 */
import { DateTime } from 'luxon';
import { CALENDAR_RANGE_YEARS, SAME_DAY_CUT_OFF_HOUR, bookableWindow, nightsBetween } from './travel-dates';

/** Without availability data, a checkout can be at most 20 days after the check-in. */
export const MAX_NIGHTS_WITHOUT_AVAILABILITY = 20;
/** Months of availability asked at once: 2 on desktop (two months side by side), 4 on a phone. */
export const AVAILABILITY_MONTHS_FETCHED: Readonly<Record<CalendarDevice, number>> = { desktop: 2, phone: 4 };
/** Months the calendar moves by: 1 on desktop, 3 on a phone. */
export const CALENDAR_MONTH_STEP: Readonly<Record<CalendarDevice, number>> = { desktop: 1, phone: 3 };
/** A hotel page asks for 12 months of availability. */
export const HOTEL_AVAILABILITY_MONTHS = 12;
/** When the page asks the calendar to close by itself after a full selection, it waits 1 second. */
export const CALENDAR_AUTO_CLOSE_DELAY_MS = 1_000;
/** A price error containing this code means no stay can start on the chosen check-in. */
export const CHECKIN_NOT_AVAILABLE_ERROR = 'PACKAGE_NOT_AVAILABLE_CHECKIN';

export type CalendarDevice = 'desktop' | 'phone';

/** One day a stay can start on: its price and promotion (cents, percent), and the month's best price flag. */
export interface AvailabilityDay {
  /** yyyy-MM-dd. */
  day: string;
  price: number;
  promo: number;
  bestPriceOfTheMonth: boolean;
}

/** The dates picked in the calendar, yyyy-MM-dd; a check-in alone while the checkout is awaited. */
export interface DateSelection {
  checkin: string | null;
  checkout: string | null;
}

export const EMPTY_SELECTION: DateSelection = { checkin: null, checkout: null };

export interface CalendarContext {
  now: DateTime;
  /** The shop's time zone, e.g. Europe/Paris. */
  zone: string;
  selection: DateSelection;
  /** Days a stay can start on, by day; missing or empty means there is no availability data. */
  availability?: ReadonlyMap<string, AvailabilityDay> | null;
  /** Check-ins a price answer turned down (see checkinsAfterPriceError). */
  unavailableCheckins?: ReadonlySet<string>;
  /** Nights a stay from the check-in may last (packageCheckoutNights); missing: no such limit. */
  allowedNights?: readonly number[] | null;
}

export type UnselectableReason =
  'past' | 'sameDayCutOff' | 'beyondRange' | 'noAvailability' | 'tooLongWithoutAvailability' | 'nightsNotAllowed';

/** Today (yyyy-MM-dd) in the shop's zone. */
export function shopToday(now: DateTime, zone: string): string {
  return now.setZone(zone).toISODate() ?? '';
}

/** The days the calendar shows as choosable at most: from today (tomorrow from 20:00) to one year ahead. */
export function calendarRange(now: DateTime, zone: string): { first: string; last: string } {
  return bookableWindow(now.setZone(zone));
}

export function hasAvailabilityData(
  availability: ReadonlyMap<string, AvailabilityDay> | null | undefined,
): availability is ReadonlyMap<string, AvailabilityDay> {
  return availability != null && availability.size > 0;
}

/**
 * Whether a click on `day` would pick a checkout: only once a check-in alone is chosen and the
 * day comes after it. Any other click picks a (new) check-in.
 */
function picksCheckout(day: string, selection: DateSelection): selection is DateSelection & { checkin: string } {
  return selection.checkin !== null && selection.checkout === null && day > selection.checkin;
}

/**
 * Why a day cannot be chosen, or null when it can:
 * - a day in the past, today from 20:00 in the shop's zone, or a day beyond one year ahead;
 * - as a check-in (first click, after a full range, or on or before the check-in): a day without
 *   availability when the data is there, or a check-in a price answer turned down;
 * - as a checkout: more than 20 nights when there is no availability data, or a night count the
 *   offer does not allow.
 */
export function unselectableReason(day: string, context: CalendarContext): UnselectableReason | null {
  const local = context.now.setZone(context.zone);
  const today = shopToday(context.now, context.zone);
  if (day < today) return 'past';
  if (day === today && local.hour >= SAME_DAY_CUT_OFF_HOUR) return 'sameDayCutOff';
  if (day > calendarRange(context.now, context.zone).last) return 'beyondRange';

  const { selection, availability, allowedNights } = context;
  if (picksCheckout(day, selection)) {
    const nights = nightsBetween(selection.checkin, day);
    if (!hasAvailabilityData(availability) && nights > MAX_NIGHTS_WITHOUT_AVAILABILITY)
      return 'tooLongWithoutAvailability';
    if (allowedNights && !allowedNights.includes(nights)) return 'nightsNotAllowed';
    return null;
  }
  if (context.unavailableCheckins?.has(day)) return 'noAvailability';
  if (hasAvailabilityData(availability) && !availability.has(day)) return 'noAvailability';
  return null;
}

/** The rule deciding whether one day can be chosen (unselectableReason, or a variant of it). */
export type DayRule = (day: string, context: CalendarContext) => UnselectableReason | null;

/**
 * Why a full stay that did not come from a click (a link, the address bar) cannot be sold, or null
 * when it can: its check-in must be choosable as a first click, and its checkout as the click that
 * follows that check-in, by the calendar's own rule.
 */
export function stayDatesRefusal(
  dates: { checkin: string; checkout: string },
  context: Omit<CalendarContext, 'selection'>,
  rule: DayRule = unselectableReason,
): UnselectableReason | null {
  return (
    rule(dates.checkin, { ...context, selection: EMPTY_SELECTION }) ??
    rule(dates.checkout, { ...context, selection: { checkin: dates.checkin, checkout: null } })
  );
}

export function isDayUnselectable(day: string, context: CalendarContext): boolean {
  return unselectableReason(day, context) !== null;
}

/** The availability answer by day, for quick look-ups. */
export function availabilityByDay(days: readonly AvailabilityDay[]): Map<string, AvailabilityDay> {
  return new Map(days.map((entry) => [entry.day, entry]));
}

/**
 * The check-ins turned down so far, plus the current one when the price answer's error contains
 * PACKAGE_NOT_AVAILABLE_CHECKIN (no message is shown: the day simply cannot be chosen any more).
 */
export function checkinsAfterPriceError(
  unavailable: ReadonlySet<string>,
  checkin: string | null | undefined,
  priceError: string | null | undefined,
): ReadonlySet<string> {
  if (!checkin || !priceError?.includes(CHECKIN_NOT_AVAILABLE_ERROR) || unavailable.has(checkin)) return unavailable;
  return new Set([...unavailable, checkin]);
}

/** The yyyy-MM months from `firstMonth` on, `count` of them, none past the calendar's last day. */
function monthsFrom(firstMonth: DateTime, count: number, lastDay: string): string[] {
  const lastMonth = lastDay.slice(0, 7);
  return Array.from({ length: count }, (_, index) => firstMonth.plus({ months: index }).toFormat('yyyy-MM')).filter(
    (month) => month <= lastMonth,
  );
}

/** The months of availability to ask for from a shown month (yyyy-MM): 2 on desktop, 4 on a phone. */
export function availabilityMonthsToFetch(
  fromMonth: string,
  device: CalendarDevice,
  now: DateTime,
  zone: string,
): string[] {
  const first = DateTime.fromFormat(fromMonth, 'yyyy-MM', { zone });
  if (!first.isValid) return [];
  return monthsFrom(first, AVAILABILITY_MONTHS_FETCHED[device], calendarRange(now, zone).last);
}

/** The 12 months of a hotel's availability, from the current month on. */
export function hotelAvailabilityMonths(now: DateTime, zone: string): string[] {
  const local = now.setZone(zone);
  return monthsFrom(
    local.startOf('month'),
    HOTEL_AVAILABILITY_MONTHS,
    local.plus({ years: CALENDAR_RANGE_YEARS }).toISODate() ?? '',
  );
}

/** Months the calendar's previous and next buttons move by. */
export function calendarMonthStep(device: CalendarDevice): number {
  return CALENDAR_MONTH_STEP[device];
}

/** A click's outcome: the new selection, and the full stay to write to the location once both dates exist. */
export interface DayClickResult {
  selection: DateSelection;
  stay: { checkin: string; checkout: string; nights: number } | null;
}

/**
 * A click on a day: the first click sets the check-in; a later day then sets the checkout (the
 * stay is written to the location); a day on or before the check-in, or any click after a full
 * range, starts again with that day as the check-in.
 */
export function clickDay(selection: DateSelection, day: string): DayClickResult {
  if (!picksCheckout(day, selection)) return { selection: { checkin: day, checkout: null }, stay: null };
  const checkin = selection.checkin;
  return {
    selection: { checkin, checkout: day },
    stay: { checkin, checkout: day, nights: nightsBetween(checkin, day) },
  };
}

/** Validate is enabled only once both dates exist. */
export function canValidate(selection: DateSelection): boolean {
  return selection.checkin !== null && selection.checkout !== null;
}

/**
 * The selection kept when the calendar closes: a full one stays (it is already in the location);
 * otherwise the picking is dropped and the location's dates come back.
 */
export function selectionOnClose(selection: DateSelection, locationDates: DateSelection): DateSelection {
  return canValidate(selection) ? selection : { ...locationDates };
}

/** With a check-in alone and availability data present, the allowed checkout nights are asked for. */
export function shouldFetchCheckoutNights(
  selection: DateSelection,
  availability: ReadonlyMap<string, AvailabilityDay> | null | undefined,
): boolean {
  return selection.checkin !== null && selection.checkout === null && hasAvailabilityData(availability);
}

/**
 * Dates remembered from an earlier visit, used only when their check-in is still to come (after
 * today in the shop's zone) and the checkout follows it; null otherwise.
 */
export function storedDatesToUse(
  stored: { checkin?: string | null; checkout?: string | null } | null | undefined,
  now: DateTime,
  zone: string,
): DateSelection | null {
  const checkin = stored?.checkin ? DateTime.fromISO(stored.checkin).toISODate() : null;
  const checkout = stored?.checkout ? DateTime.fromISO(stored.checkout).toISODate() : null;
  if (!checkin || !checkout || checkin <= shopToday(now, zone) || checkout <= checkin) return null;
  return { checkin, checkout };
}
