import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

export interface InsuranceOffer {
  id: string;
  /** Cents; 0 means the insurance comes included. */
  sellPrice: number;
  cancellationPolicy: { type: string; message: string };
}

export interface InsuranceQuoteRequest {
  /** The stay's own policy type (FLEXIBLE, NCNR), which the insurance extends. */
  cancellationType: string;
  /** The stay's amount, cents. */
  amount: number;
  locale: Locale;
}

/** The price of the cancellation insurance for a stay of this amount. */
export function getInsuranceQuote(api: KyInstance, request: InsuranceQuoteRequest, signal?: AbortSignal) {
  const searchParams = new URLSearchParams({
    cancellationType: request.cancellationType,
    amount: String(request.amount),
    locale: request.locale,
  });
  return api.get('gateway/insurance/quote', { searchParams, signal }).json<{ offer: InsuranceOffer }>();
}

export function insuranceQuoteQuery(api: KyInstance, request: InsuranceQuoteRequest) {
  return queryOptions({
    queryKey: ['insurance-quote', request.cancellationType, request.amount, request.locale],
    queryFn: ({ signal }) => getInsuranceQuote(api, request, signal).then((answer) => answer.offer),
  });
}
