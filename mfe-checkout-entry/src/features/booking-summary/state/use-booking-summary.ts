import { useEffect, useEffectEvent } from 'react';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { isNotFound } from '@escapade/shared-contracts/api-client';
import { stayParams } from '@escapade/shared-contracts/booking-criteria';
import type { SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { useOfferDetail, type OfferDetail } from '../../offer/state/use-offer-detail';
import { stayQuoteQuery, type StayQuote, type StayQuoteRequest } from '../api/get-stay-quote';

export interface BookingSummaryData {
  quote: StayQuote;
  detail: OfferDetail;
}

export type BookingSummaryState =
  /** `data` is the summary of the previous criteria while the quote for the new ones loads. */
  | { status: 'loading'; data?: BookingSummaryData }
  | { status: 'success'; data: BookingSummaryData }
  /** The offer is unknown (404): the page says it expired. */
  | { status: 'notFound' }
  | { status: 'error' };

/** A failed call counts as failed until the visitor's retry is under way. */
const hasFailed = (query: UseQueryResult) => query.isError && !query.isFetching;

function summaryState(quote: UseQueryResult<StayQuote>, detail: UseQueryResult<OfferDetail>): BookingSummaryState {
  if (isNotFound(quote.error) || isNotFound(detail.error)) return { status: 'notFound' };
  if (hasFailed(quote) || hasFailed(detail)) return { status: 'error' };
  const data = quote.data && detail.data ? { quote: quote.data, detail: detail.data } : undefined;
  if (data && !quote.isPlaceholderData) return { status: 'success', data };
  return { status: 'loading', data };
}

/**
 * The quote and the offer's presentation, asked for side by side; criteria must carry dates. The
 * presentation does not depend on the dates, so a change of criteria asks for a new quote only.
 */
export function useBookingSummary(
  offerId: string,
  criteria: SearchCriteria & { checkin: string; night: number },
): BookingSummaryState & { retry(): void } {
  const { locale, reportError } = useRemoteProps();
  const api = useApiClient();
  const quoteRequest: StayQuoteRequest = { offerId, locale, ...stayParams(criteria) };
  const quote = useQuery({ ...stayQuoteQuery(api, quoteRequest), placeholderData: keepPreviousData });
  const detail = useOfferDetail(offerId);

  const reportFailure = useEffectEvent((error: unknown) => reportError(error, 'mfe-checkout-entry'));
  useEffect(() => {
    if (quote.error && !isNotFound(quote.error)) reportFailure(quote.error);
  }, [quote.error]);
  useEffect(() => {
    if (detail.error && !isNotFound(detail.error)) reportFailure(detail.error);
  }, [detail.error]);

  function retry() {
    if (quote.isError) void quote.refetch();
    if (detail.isError) void detail.refetch();
  }
  return { ...summaryState(quote, detail), retry };
}
