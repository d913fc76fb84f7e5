/**
 * Which ways of paying later a checkout offers for an order: pay later in one go (deferred), in 3
 * or 4 monthly instalments, or PayPal's pay later. Their points of sale, minimum days before
 * check-in, amount ranges and schedules are the shop's rules, shared with the pages that show them
 * (shared-contracts/instalments.ts); the fees are the provider's, stated below.
 */
import type { Locale } from '@escapade/shared-contracts/locales';
import {
  deferredPaymentDate,
  INSTALMENT_COUNTS,
  isInstalmentMethodEligible,
  splitPayments,
  type InstalmentMethod,
} from '@escapade/shared-contracts/instalments';
import { DateTime } from 'luxon';
import { percentOfCentsRoundedUp } from './cents';

export type PaymentMethodType = 'deferred' | '3x' | '4x' | 'paypal_later';

/** Fees, in percent of the order, rounded up to the cent and paid with the first payment. */
export const DEFERRED_FEE_PERCENT = 1;
export const THREE_TIMES_FEE_PERCENT = 1.5;
export const FOUR_TIMES_FEE_PERCENT = 2;
export const PAYPAL_LATER_FEE_PERCENT = 0;

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

/** The provider's name and fee for each of the shop's ways to pay later, in listing order. */
const PROVIDER_METHODS: readonly { method: InstalmentMethod; type: PaymentMethodType; feePercent: number }[] = [
  { method: 'deferred', type: 'deferred', feePercent: DEFERRED_FEE_PERCENT },
  { method: '3x', type: '3x', feePercent: THREE_TIMES_FEE_PERCENT },
  { method: '4x', type: '4x', feePercent: FOUR_TIMES_FEE_PERCENT },
  { method: 'paypalLater', type: 'paypal_later', feePercent: PAYPAL_LATER_FEE_PERCENT },
];

/**
 * The shop's rules (shared-contracts/instalments.ts: points of sale, days before check-in, amount
 * ranges, the schedules) decide which methods apply and when each payment is taken; the provider
 * adds its fees. Days are whole calendar days: `today` and the request's dates are yyyy-MM-dd.
 */
export function eligiblePaymentMethods(request: EligibilityRequest): PaymentMethod[] {
  const { amount, checkinDate, pointOfSale, today } = request;
  const order = {
    amount,
    checkinDate,
    locale: pointOfSale,
    now: DateTime.fromISO(today, { zone: 'utc' }),
    zone: 'utc',
  };
  return PROVIDER_METHODS.filter(({ method }) => isInstalmentMethodEligible(method, order)).map(
    ({ method, type, feePercent }) => {
      const fee = percentOfCentsRoundedUp(amount, feePercent);
      const payments =
        method === 'deferred'
          ? [{ amount: amount + fee, date: deferredPaymentDate(request, 'utc') }]
          : splitPayments(amount, INSTALMENT_COUNTS[method], fee, today);
      return { type, paymentFee: fee, splitPayments: payments };
    },
  );
}
