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
  INSTALMENT_METHOD_OF_PROVIDER,
  isInstalmentMethodEligible,
  splitPayments,
  type ProviderInstalmentMethod,
} from '@escapade/shared-contracts/instalments';
import { DateTime } from 'luxon';
import { percentOfCentsRoundedUp } from './cents';

/** The provider's names of the ways to pay later. */
export type PaymentMethodType = ProviderInstalmentMethod;

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

/** The provider's fee for each way to pay later, in listing order; the shop's names come from shared-contracts. */
const PROVIDER_FEE_PERCENT: Readonly<Record<PaymentMethodType, number>> = {
  deferred: DEFERRED_FEE_PERCENT,
  '3x': THREE_TIMES_FEE_PERCENT,
  '4x': FOUR_TIMES_FEE_PERCENT,
  paypal_later: PAYPAL_LATER_FEE_PERCENT,
};
const PROVIDER_METHODS = (Object.keys(PROVIDER_FEE_PERCENT) as PaymentMethodType[]).map((type) => ({
  type,
  method: INSTALMENT_METHOD_OF_PROVIDER[type],
  feePercent: PROVIDER_FEE_PERCENT[type],
}));

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
