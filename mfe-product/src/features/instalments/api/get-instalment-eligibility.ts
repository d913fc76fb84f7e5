import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

/** The payment provider's names for pay later, 3 and 4 instalments and PayPal's pay later. */
export type PaymentMethodType = 'deferred' | '3x' | '4x' | 'paypal_later';

export interface EligiblePaymentMethod {
  type: PaymentMethodType;
  /** Cents, paid with the first payment. */
  paymentFee: number;
  /** When and how much is taken (cents, yyyy-MM-dd), the fee with the first payment. */
  splitPayments: { amount: number; date: string }[];
}

export interface InstalmentEligibilityRequest {
  /** Cents. */
  amount: number;
  cancellationPolicyType: string;
  /** yyyy-MM-dd, when the stay can be cancelled until a day. */
  cancellableUntil: string | null;
  checkinDate: string;
  pointOfSale: Locale;
}

/** Which ways to pay later or in instalments the payment provider accepts for this order. */
export function getInstalmentEligibility(api: KyInstance, request: InstalmentEligibilityRequest, signal?: AbortSignal) {
  const searchParams = new URLSearchParams({
    amount: String(request.amount),
    cancellationPolicyType: request.cancellationPolicyType,
    checkinDate: request.checkinDate,
    pointOfSale: request.pointOfSale,
  });
  if (request.cancellableUntil) searchParams.set('cancellableUntil', request.cancellableUntil);
  return api
    .get('gateway/purchase/alma/eligibility', { searchParams, signal })
    .json<{ paymentMethods: EligiblePaymentMethod[] }>();
}

export function instalmentEligibilityQuery(api: KyInstance, request: InstalmentEligibilityRequest) {
  return queryOptions({
    queryKey: [
      'instalment-eligibility',
      request.amount,
      request.cancellationPolicyType,
      request.cancellableUntil,
      request.checkinDate,
      request.pointOfSale,
    ],
    queryFn: ({ signal }) => getInstalmentEligibility(api, request, signal).then((answer) => answer.paymentMethods),
  });
}
