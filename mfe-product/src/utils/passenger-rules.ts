import {
  ACTIVITY_PARTICIPANTS,
  DEFAULT_ADULTS,
  DEFAULT_BABIES,
  DEFAULT_CHILDREN,
  defaultSearchCriteria,
  setPax,
  type NumberRange,
  type PaxKind,
} from '@escapade/shared-contracts/search-criteria';

/**
 * Travellers on the product pages. The limits (adults 1–20, children 0–10, babies 0–10, activity
 * participants 1–2) and the change rule live in the shared search criteria (PAX_LIMITS, setPax);
 * this file applies them to the selector's local copy and adds the steppers' own rules.
 */

/** The travellers picked in the "Who are you going with?" selector. */
export interface Pax {
  adults: number;
  children: number;
  babies: number;
  /** True as soon as there is a child or a baby. */
  singleRoom: boolean;
}

/** 2 adults, no child, no baby. */
export const DEFAULT_PAX: Readonly<Pax> = {
  adults: DEFAULT_ADULTS,
  children: DEFAULT_CHILDREN,
  babies: DEFAULT_BABIES,
  singleRoom: false,
};

/** Ages of each kind of traveller: adults from 12, children 3 to 11, babies 0 to 2. */
export const PAX_AGES: Readonly<Record<PaxKind, Readonly<NumberRange>>> = {
  adults: { min: 12, max: Number.POSITIVE_INFINITY },
  children: { min: 3, max: 11 },
  babies: { min: 0, max: 2 },
};

/** The generic number stepper goes from 1 to 20. */
export const STEPPER_LIMITS: Readonly<NumberRange> = { min: 1, max: 20 };
/** The generic stepper starts at 2. */
export const STEPPER_DEFAULT = 2;
/** Gift set-up: 1 to 2 people. */
export const GIFT_PAX_LIMITS: Readonly<NumberRange> = { min: 1, max: 2 };

/**
 * The selector's copy after a change: a value outside its kind's range (or not a whole number)
 * is ignored, and singleRoom follows the children and babies (the shared setPax rule).
 */
export function changePax(pax: Pax, change: Partial<Record<PaxKind, number>>): Pax {
  const { adults, children, babies, singleRoom } = setPax({ ...defaultSearchCriteria('booking'), ...pax }, change);
  return { adults, children, babies, singleRoom };
}

/** The kind of traveller a person of that age counts as. */
export function paxKindForAge(age: number): PaxKind | null {
  if (!Number.isInteger(age) || age < 0) return null;
  const kinds: readonly PaxKind[] = ['babies', 'children', 'adults'];
  return kinds.find((kind) => age >= PAX_AGES[kind].min && age <= PAX_AGES[kind].max) ?? null;
}

/** Whether a value is a whole number within the range. */
export function isWithin(value: number, range: Readonly<NumberRange>): boolean {
  return Number.isInteger(value) && value >= range.min && value <= range.max;
}

/** A stepper's value after a press: a step that would leave the range is ignored. */
export function stepValue(value: number, step: number, range: Readonly<NumberRange> = STEPPER_LIMITS): number {
  const next = value + step;
  return isWithin(next, range) ? next : value;
}

/** The minus and plus buttons are disabled at the range's bounds. */
export function stepperButtons(
  value: number,
  range: Readonly<NumberRange> = STEPPER_LIMITS,
): { decrementDisabled: boolean; incrementDisabled: boolean } {
  return { decrementDisabled: value <= range.min, incrementDisabled: value >= range.max };
}

/**
 * The participant count of an activity after a change (hash key a): from 1 to 2, and only to a
 * count the activity has a price for; any other change is ignored.
 */
export function changeActivityParticipants(
  current: number,
  next: number,
  pricedParticipantCounts: readonly number[],
): number {
  return isWithin(next, ACTIVITY_PARTICIPANTS) && pricedParticipantCounts.includes(next) ? next : current;
}
