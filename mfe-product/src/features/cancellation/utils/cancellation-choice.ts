import { DateTime } from 'luxon';

/** The policy type of a non-cancellable, non-refundable stay. */
export const NON_REFUNDABLE_POLICY_TYPE = 'NCNR';
/** Cancelling before the deadline refunds 80 % of each night. */
export const PARTIAL_REFUND_PERCENT = 80;
/** The error code shown as "Please choose an option" when no cancellation option was chosen. */
export const CHOOSE_AN_OPTION_ERROR = 'chooseAnOption';

export interface CancellationPolicy {
  /** NCNR: non-cancellable and non-refundable, whatever the other fields say. */
  type?: string | null;
  cancellable: boolean;
  /** ISO date-time (or date); without an offset it is read in the shop's zone. */
  cancellationDeadline?: string | null;
  /** The same deadline under its other name, used when `cancellationDeadline` is missing. */
  cancellableUntil?: string | null;
}

/**
 * What the practical info says about cancelling: with dates and a cancellable policy that has a
 * deadline, the stay can be modified or partly refunded until then; with dates otherwise, it is
 * neither exchangeable nor refundable; without dates the shopper is asked to add them.
 */
export type CancellationState =
  { kind: 'modifiable'; deadline: DateTime } | { kind: 'nonRefundable' } | { kind: 'addDates' };

/** The options a shopper picks from: flexible (free), non-cancellable, or the paid insurance. */
export type CancellationChoice = 'flexible' | 'nonCancellable' | 'insurance';

export interface CancellationOption {
  choice: CancellationChoice;
  /** Cents; the insurance's 0 means it comes included. */
  cost: number;
}

/** A policy is cancellable when it says so and is not of the non-refundable type. */
export function isPolicyCancellable(policy: CancellationPolicy | null | undefined): boolean {
  return Boolean(policy?.cancellable) && policy?.type !== NON_REFUNDABLE_POLICY_TYPE;
}

/**
 * The deadline of a cancellable policy in the shop's zone, the {deadline} of "Cancel/Modify until
 * {deadline}"; null when the policy is not cancellable or has no (valid) deadline.
 */
export function cancellationDeadline(policy: CancellationPolicy | null | undefined, zone: string): DateTime | null {
  if (!isPolicyCancellable(policy)) return null;
  const text = policy?.cancellationDeadline ?? policy?.cancellableUntil;
  const deadline = text ? DateTime.fromISO(text, { zone }) : null;
  return deadline?.isValid ? deadline : null;
}

export function cancellationState(
  hasDates: boolean,
  policy: CancellationPolicy | null | undefined,
  zone: string,
): CancellationState {
  if (!hasDates) return { kind: 'addDates' };
  const deadline = cancellationDeadline(policy, zone);
  return deadline ? { kind: 'modifiable', deadline } : { kind: 'nonRefundable' };
}

/**
 * The options offered: flexible at no cost when the policy is cancellable, non-cancellable
 * otherwise, then the insurance at its price when its offer shows and its amount is known.
 */
export function cancellationOptions(
  policy: CancellationPolicy | null | undefined,
  insurance: { shown: boolean; amount: number | null },
): CancellationOption[] {
  const options: CancellationOption[] = [
    { choice: isPolicyCancellable(policy) ? 'flexible' : 'nonCancellable', cost: 0 },
  ];
  if (insurance.shown && insurance.amount !== null && insurance.amount >= 0)
    options.push({ choice: 'insurance', cost: insurance.amount });
  return options;
}

/** The insurance value sent with the order: true with the insurance, false without, undefined until chosen. */
export function insuranceValueOf(choice: CancellationChoice | undefined): boolean | undefined {
  return choice === undefined ? undefined : choice === 'insurance';
}

/** "Please choose an option" when the insurance offer shows and nothing was chosen yet; null when valid. */
export function cancellationChoiceError(
  insurance: boolean | undefined,
  insuranceOfferShown: boolean,
): typeof CHOOSE_AN_OPTION_ERROR | null {
  return insuranceOfferShown && insurance === undefined ? CHOOSE_AN_OPTION_ERROR : null;
}

/** The insurance offer shows only when the insurance is enabled. */
export function isInsuranceOfferShown(insuranceEnabled: boolean): boolean {
  return insuranceEnabled;
}

/** The insurance's price is asked only for a stay above 0 and a known policy type. */
export function canFetchInsuranceAmount(stayAmount: number, policyType: string | null | undefined): boolean {
  return stayAmount > 0 && Boolean(policyType);
}

/** Disabling the insurance resets the choice to no insurance; enabling it keeps the current choice. */
export function insuranceAfterToggle(insuranceEnabled: boolean, insurance: boolean | undefined): boolean | undefined {
  return insuranceEnabled ? insurance : false;
}

/**
 * The part of the stay refunded when cancelling at `at`, in percent: 80 % up to the deadline
 * (itself included), nothing afterwards, and nothing from the check-in day on even when the
 * deadline would be later. A policy without a deadline refunds nothing.
 */
export function refundPercentAt(
  at: DateTime,
  policy: CancellationPolicy | null | undefined,
  checkinDate: string,
  zone: string,
): number {
  const deadline = cancellationDeadline(policy, zone);
  const checkinStart = DateTime.fromISO(checkinDate, { zone }).startOf('day');
  if (!deadline || !checkinStart.isValid) return 0;
  return at <= deadline && at < checkinStart ? PARTIAL_REFUND_PERCENT : 0;
}

/**
 * The refund in cents for cancelling at `at`: the refunded percent of each night's price, each
 * night rounded down to the cent so the refund never exceeds its share.
 */
export function refundAmountAt(
  nightPrices: readonly number[],
  at: DateTime,
  policy: CancellationPolicy | null | undefined,
  checkinDate: string,
  zone: string,
): number {
  const percent = refundPercentAt(at, policy, checkinDate, zone);
  return nightPrices.reduce((sum, price) => sum + Math.floor((price * percent) / 100), 0);
}
