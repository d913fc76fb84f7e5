/**
 * Which ways of paying later a checkout offers for an order: pay later in one go (deferred), in 3
 * or 4 monthly instalments, or PayPal's pay later. Each has its points of sale, its minimum days
 * before check-in, its amount range and its fee, all stated below.
 */
import type { Locale } from '@escapade/shared-contracts/locales';
import { DateTime } from 'luxon';
import { addDaysIso, isoToEpochDay } from '../pricing/dates';
import { percentOfCentsRoundedUp } from './cents';

export type PaymentMethodType = 'deferred' | '3x' | '4x' | 'paypal_later';

/** Points of sale where deferred payment and 3 or 4 instalments are sold. */
export const INSTALMENT_LOCALES: readonly Locale[] = ['fr_FR', 'es_ES', 'fr_BE', 'nl_BE'];
/** Points of sale where PayPal's pay later is offered. */
export const PAYPAL_LATER_LOCALES: readonly Locale[] = ['es_ES', 'it_IT'];

/** Paying later needs the arrival at least 5 days ahead. */
export const DEFERRED_MIN_DAYS_BEFORE_CHECKIN = 5;
/** Paying in 3 or 4 instalments needs the arrival at least 7 days ahead. */
export const SPLIT_MIN_DAYS_BEFORE_CHECKIN = 7;
/** 3 instalments: from 200 € to 2 000 € (cents). */
export const THREE_TIMES_MIN_AMOUNT = 20_000;
export const THREE_TIMES_MAX_AMOUNT = 200_000;
/** 4 instalments: from 250 € to 2 000 € (cents). */
export const FOUR_TIMES_MIN_AMOUNT = 25_000;
export const FOUR_TIMES_MAX_AMOUNT = 200_000;
/** PayPal pay later: from 30 € to 2 000 € (cents). */
export const PAYPAL_LATER_MIN_AMOUNT = 3_000;
export const PAYPAL_LATER_MAX_AMOUNT = 200_000;
/** PayPal's pay later is paid in 3 monthly parts. */
export const PAYPAL_LATER_INSTALMENTS = 3;

/** Fees, in percent of the order, rounded up to the cent and paid with the first payment. */
export const DEFERRED_FEE_PERCENT = 1;
export const THREE_TIMES_FEE_PERCENT = 1.5;
export const FOUR_TIMES_FEE_PERCENT = 2;
export const PAYPAL_LATER_FEE_PERCENT = 0;

/** Without a cancellation deadline, the deferred payment is taken this many days before check-in. */
export const DEFERRED_DAYS_BEFORE_CHECKIN = 2;

export interface EligibilityRequest {
  /** Cents. */
  amount: number;
  cancellationPolicyType: string;
  cancellableUntil: string | null;
  checkinDate: string;
  pointOfSale: Locale;
  today: string;
}

export interface PaymentMethod {
  type: PaymentMethodType;
  /** Cents. */
  paymentFee: number;
  /** When and how much is taken; the fee goes with the first payment. */
  splitPayments: { amount: number; date: string }[];
}

/** Equal monthly parts from today, what does not divide going to the first one, with the fee. */
function monthlyPayments(amount: number, fee: number, count: number, today: string) {
  const part = Math.floor(amount / count);
  const first = amount - part * (count - 1);
  const start = DateTime.fromISO(today, { zone: 'utc' });
  return Array.from({ length: count }, (_, index) => ({
    amount: index === 0 ? first + fee : part,
    date: start.plus({ months: index }).toISODate()!,
  }));
}

export function eligiblePaymentMethods(request: EligibilityRequest): PaymentMethod[] {
  const { amount, checkinDate, pointOfSale, today } = request;
  const daysBeforeCheckin = isoToEpochDay(checkinDate)! - isoToEpochDay(today)!;
  const within = (min: number, max: number) => amount >= min && amount <= max;
  const methods: PaymentMethod[] = [];

  if (INSTALMENT_LOCALES.includes(pointOfSale)) {
    if (daysBeforeCheckin >= DEFERRED_MIN_DAYS_BEFORE_CHECKIN) {
      const fee = percentOfCentsRoundedUp(amount, DEFERRED_FEE_PERCENT);
      methods.push({
        type: 'deferred',
        paymentFee: fee,
        splitPayments: [{ amount: amount + fee, date: deferredPaymentDate(request) }],
      });
    }
    if (daysBeforeCheckin >= SPLIT_MIN_DAYS_BEFORE_CHECKIN && within(THREE_TIMES_MIN_AMOUNT, THREE_TIMES_MAX_AMOUNT)) {
      const fee = percentOfCentsRoundedUp(amount, THREE_TIMES_FEE_PERCENT);
      methods.push({ type: '3x', paymentFee: fee, splitPayments: monthlyPayments(amount, fee, 3, today) });
    }
    if (daysBeforeCheckin >= SPLIT_MIN_DAYS_BEFORE_CHECKIN && within(FOUR_TIMES_MIN_AMOUNT, FOUR_TIMES_MAX_AMOUNT)) {
      const fee = percentOfCentsRoundedUp(amount, FOUR_TIMES_FEE_PERCENT);
      methods.push({ type: '4x', paymentFee: fee, splitPayments: monthlyPayments(amount, fee, 4, today) });
    }
  }
  if (PAYPAL_LATER_LOCALES.includes(pointOfSale) && within(PAYPAL_LATER_MIN_AMOUNT, PAYPAL_LATER_MAX_AMOUNT)) {
    const fee = percentOfCentsRoundedUp(amount, PAYPAL_LATER_FEE_PERCENT);
    methods.push({
      type: 'paypal_later',
      paymentFee: fee,
      splitPayments: monthlyPayments(amount, fee, PAYPAL_LATER_INSTALMENTS, today),
    });
  }
  return methods;
}

/**
 * A cancellable stay is paid on its cancellation deadline; otherwise 2 days before check-in.
 * Never before today.
 */
function deferredPaymentDate(request: EligibilityRequest): string {
  const deadline =
    request.cancellationPolicyType !== 'NCNR' && request.cancellableUntil
      ? request.cancellableUntil
      : addDaysIso(request.checkinDate, -DEFERRED_DAYS_BEFORE_CHECKIN);
  return deadline < request.today ? request.today : deadline;
}
