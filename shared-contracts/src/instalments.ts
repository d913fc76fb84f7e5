/**
 * How a stay can be paid in several times: which ways an order may use (its locale, how far ahead the
 * arrival is, its amount) and the payments each way takes. The product page offers them and the
 * checkout shows them again, so both read these rules from here. Amounts in cents.
 */
import { DateTime } from 'luxon';
import { bcp47, type Locale } from './locales';

/** The ways to pay in several times: pay later (deferred), in 3 or 4 instalments, PayPal later. */
export type InstalmentMethod = 'deferred' | '3x' | '4x' | 'paypalLater';

/** The payment provider's names for the same ways to pay, as its eligibility answer gives them. */
export type ProviderInstalmentMethod = 'deferred' | '3x' | '4x' | 'paypal_later';

/** The provider's names mapped to the shop's own. */
export const INSTALMENT_METHOD_OF_PROVIDER: Readonly<Record<ProviderInstalmentMethod, InstalmentMethod>> = {
  deferred: 'deferred',
  '3x': '3x',
  '4x': '4x',
  paypal_later: 'paypalLater',
};

/** A payment's day as the product page and the checkout both write it: "3 janvier", "3 de enero". */
export function formatPaymentDay(date: string, locale: Locale): string {
  return DateTime.fromISO(date).setLocale(bcp47(locale)).toLocaleString({ day: 'numeric', month: 'long' });
}

/** Amounts in cents, both ends included. */
export interface AmountRange {
  min: number;
  max: number;
}

/** Pay later needs the arrival at least 5 days after today. */
export const DEFERRED_MIN_DAYS_BEFORE_ARRIVAL = 5;
/** Paying in 3 or 4 instalments needs the arrival at least 7 days after today. */
export const SPLIT_MIN_DAYS_BEFORE_ARRIVAL = 7;
/** Paying in 3 instalments: orders from 200 € to 2000 €. */
export const THREE_INSTALMENTS_AMOUNT: Readonly<AmountRange> = { min: 20_000, max: 200_000 };
/** Paying in 4 instalments: orders from 250 € to 2000 €. */
export const FOUR_INSTALMENTS_AMOUNT: Readonly<AmountRange> = { min: 25_000, max: 200_000 };
/** Pay with PayPal later: orders from 30 € to 2000 €. */
export const PAYPAL_LATER_AMOUNT: Readonly<AmountRange> = { min: 3_000, max: 200_000 };
/** Pay with PayPal later is offered in Spain and Italy only. */
export const PAYPAL_LATER_LOCALES: readonly Locale[] = ['es_ES', 'it_IT'];
/** Pay later and the 3 and 4 instalments are offered in these locales only. */
export const INSTALMENT_LOCALES: readonly Locale[] = ['fr_FR', 'es_ES', 'fr_BE', 'nl_BE'];
/** Without a cancellation deadline, a deferred payment is taken 2 days before the check-in. */
export const DEFERRED_PAYMENT_DAYS_BEFORE_CHECKIN = 2;

interface MethodRule {
  locales: readonly Locale[];
  minDaysBeforeArrival?: number;
  amount?: Readonly<AmountRange>;
}

/** What each method asks of the order; a rule left out does not apply to that method. */
const METHOD_RULES: Readonly<Record<InstalmentMethod, MethodRule>> = {
  deferred: { locales: INSTALMENT_LOCALES, minDaysBeforeArrival: DEFERRED_MIN_DAYS_BEFORE_ARRIVAL },
  '3x': {
    locales: INSTALMENT_LOCALES,
    minDaysBeforeArrival: SPLIT_MIN_DAYS_BEFORE_ARRIVAL,
    amount: THREE_INSTALMENTS_AMOUNT,
  },
  '4x': {
    locales: INSTALMENT_LOCALES,
    minDaysBeforeArrival: SPLIT_MIN_DAYS_BEFORE_ARRIVAL,
    amount: FOUR_INSTALMENTS_AMOUNT,
  },
  paypalLater: { locales: PAYPAL_LATER_LOCALES, amount: PAYPAL_LATER_AMOUNT },
};

/** The order the payment options are listed in. */
export const INSTALMENT_METHODS: readonly InstalmentMethod[] = ['deferred', '3x', '4x', 'paypalLater'];

export interface InstalmentOrder {
  /** The order's amount in cents. */
  amount: number;
  /** yyyy-MM-dd. */
  checkinDate: string;
  locale: Locale;
  /** The clock; its day is read in `zone`. */
  now: DateTime;
  /** The shop's time zone, e.g. Europe/Paris. */
  zone: string;
}

/** One payment of a plan: cents, and the day it is taken (yyyy-MM-dd). */
export interface ScheduledPayment {
  amount: number;
  date: string;
}

function calendarDay(isoDate: string, zone: string): DateTime {
  return DateTime.fromISO(isoDate, { zone }).startOf('day');
}

/** Whole days from today (in the shop's zone) to the check-in; negative once it is past. */
export function daysBeforeArrival(checkinDate: string, now: DateTime, zone: string): number {
  const checkin = calendarDay(checkinDate, zone);
  if (!checkin.isValid) return Number.NaN;
  return Math.round(checkin.diff(now.setZone(zone).startOf('day'), 'days').days);
}

/** Whether the locale gets pay later and the 3 and 4 instalments. */
export function isInstalmentFeatureLocale(locale: Locale): boolean {
  return INSTALMENT_LOCALES.includes(locale);
}

/** Whether an order may use a method: its locale, its arrival far enough ahead, its amount in range. */
export function isInstalmentMethodEligible(method: InstalmentMethod, order: InstalmentOrder): boolean {
  const rule = METHOD_RULES[method];
  if (!rule.locales.includes(order.locale)) return false;
  if (rule.minDaysBeforeArrival !== undefined) {
    const days = daysBeforeArrival(order.checkinDate, order.now, order.zone);
    if (!(days >= rule.minDaysBeforeArrival)) return false;
  }
  if (rule.amount && !(order.amount >= rule.amount.min && order.amount <= rule.amount.max)) return false;
  return true;
}

/** The methods an order may use, in listing order. */
export function eligibleInstalmentMethods(order: InstalmentOrder): InstalmentMethod[] {
  return INSTALMENT_METHODS.filter((method) => isInstalmentMethodEligible(method, order));
}

/** How many monthly payments each split method takes; PayPal's pay later is paid in three, like 3x. */
export const INSTALMENT_COUNTS: Readonly<Record<Exclude<InstalmentMethod, 'deferred'>, number>> = {
  '3x': 3,
  '4x': 4,
  paypalLater: 3,
};

/**
 * The payments of an order split in equal monthly instalments: the first on `firstDay`
 * (yyyy-MM-dd, today for the payment provider), the next ones a month apart (a 31st falls on the
 * month's last day when the month is shorter). The fees are added to the first payment, and so are
 * the cents left over by the equal split, so that the payments add up exactly to the amount plus
 * the fees and the later ones are all equal.
 */
export function splitPayments(
  amount: number,
  instalmentCount: number,
  fee: number,
  firstDay: string,
): ScheduledPayment[] {
  const start = DateTime.fromISO(firstDay, { zone: 'utc' });
  if (!Number.isInteger(instalmentCount) || instalmentCount < 1 || !(amount > 0) || !start.isValid) return [];
  const share = Math.floor(amount / instalmentCount);
  const leftover = amount - share * instalmentCount;
  return Array.from({ length: instalmentCount }, (_, index) => ({
    amount: index === 0 ? share + leftover + fee : share,
    date: start.plus({ months: index }).toISODate() ?? '',
  }));
}

export interface DeferredPaymentOrder {
  /** yyyy-MM-dd. */
  checkinDate: string;
  /** The stay's terms: a non-refundable stay (NCNR) has no cancellation deadline to pay on. */
  cancellationPolicyType: string;
  /** yyyy-MM-dd or an ISO date-time: the stay can be cancelled until then. */
  cancellableUntil: string | null;
  /** yyyy-MM-dd, in the shop's zone. */
  today: string;
}

/**
 * The day a deferred payment is taken (yyyy-MM-dd): the cancellation deadline's day (in the shop's
 * zone) when a cancellable stay has one, otherwise 2 days before the check-in; never before today.
 */
export function deferredPaymentDate(order: DeferredPaymentOrder, zone: string): string {
  const deadline =
    order.cancellationPolicyType !== 'NCNR' && order.cancellableUntil
      ? DateTime.fromISO(order.cancellableUntil, { zone })
      : null;
  const day = deadline?.isValid
    ? (deadline.toISODate() ?? '')
    : (calendarDay(order.checkinDate, zone).minus({ days: DEFERRED_PAYMENT_DAYS_BEFORE_CHECKIN }).toISODate() ?? '');
  return day < order.today ? order.today : day;
}
