/**
 * Which days of the stay calendar can be chosen. Pure:
 * the clock, the dates chosen so far and the availability data all come in the context, so the
 * desktop and mobile calendars (and a product page copying this file) apply the same rules.
 */
import { type DateTime } from 'luxon';
import { MAX_NIGHTS_WITHOUT_AVAILABILITY } from './calendar-constants';
import { lastSelectableDay, nightsBetween, SAME_DAY_CUTOFF_HOUR } from '../../../utils/stay-dates';

/** One day of a hotel's availability: the night from that day, in cents, and its minimum stay. */
export interface AvailabilityDay {
  price: number;
  promo: number | null;
  minLos: number | null;
  offerId: number | null;
  bestPriceOfTheMonth: boolean;
}

/**
 * Availability by yyyy-MM-dd. A null entry means no stay can start that day; a day missing from
 * the map has no data yet (its month is not loaded).
 */
export type AvailabilityByDay = ReadonlyMap<string, AvailabilityDay | null>;

/** Possible stay lengths from a check-in, in nights (both ends included). */
export interface NightsRange {
  start: number;
  end: number;
}

/** What the visitor is doing: choosing a check-in, choosing the checkout of a chosen check-in, or looking at a full range. */
export type SelectionPhase = 'checkin' | 'checkout' | 'complete';

export interface DaySelectabilityContext {
  /** The clock (the 20:00 cutoff and "past" are read from it). */
  now: DateTime;
  /** The check-in chosen so far (pending, or the start of the full range). */
  checkin?: string | null;
  /** The checkout of a full range; with checkin it means both dates are set. */
  checkout?: string | null;
  availability?: AvailabilityByDay | null;
  possibleNights?: NightsRange | null;
  allowedNights?: readonly number[] | null;
  /** Days the api said no stay can start on (PACKAGE_NOT_AVAILABLE_CHECKIN): never a check-in. */
  refusedCheckins?: ReadonlySet<string> | null;
}

export function selectionPhaseOf(context: Pick<DaySelectabilityContext, 'checkin' | 'checkout'>): SelectionPhase {
  if (!context.checkin) return 'checkin';
  return context.checkout ? 'complete' : 'checkout';
}

export function hasAvailabilityData(
  availability: AvailabilityByDay | null | undefined,
): availability is AvailabilityByDay {
  return availability != null && availability.size > 0;
}

/** Whether a day (yyyy-MM-dd) can be chosen now. */
export function isDaySelectable(day: string, context: DaySelectabilityContext): boolean {
  const today = context.now.toISODate() ?? '';
  if (day < today) return false;
  if (day === today && context.now.hour >= SAME_DAY_CUTOFF_HOUR) return false;
  if (day > lastSelectableDay(context.now)) return false;

  const phase = selectionPhaseOf(context);
  const checkin = context.checkin;
  if (phase === 'checkout' && checkin) {
    if (day === checkin) return false;
    if (day > checkin) return isCheckoutSelectable(nightsBetween(checkin, day), context);
    // A day before the check-in restarts the selection: it is judged as a check-in.
  }
  if (context.refusedCheckins?.has(day)) return false;
  return isCheckinAvailable(day, phase, context.availability);
}

function isCheckoutSelectable(nights: number, context: DaySelectabilityContext): boolean {
  if (!hasAvailabilityData(context.availability) && nights > MAX_NIGHTS_WITHOUT_AVAILABILITY) return false;
  const range = context.possibleNights;
  if (range && (nights < range.start || nights > range.end)) return false;
  if (context.allowedNights && !context.allowedNights.includes(nights)) return false;
  return true;
}

function isCheckinAvailable(
  day: string,
  phase: SelectionPhase,
  availability: AvailabilityByDay | null | undefined,
): boolean {
  if (!hasAvailabilityData(availability)) return true;
  const entry = availability.get(day);
  // Once both dates are set a null entry counts as available (the range's own days stay valid);
  // a day whose month is not loaded yet is never offered.
  if (phase === 'complete') return entry !== undefined;
  return entry != null;
}
