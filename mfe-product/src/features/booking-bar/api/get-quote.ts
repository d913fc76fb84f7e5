import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

export interface QuoteRequest {
  offerId: string;
  locale: Locale;
  checkin: string;
  nights: number;
  adults: number;
  children: number;
  babies: number;
  /** `<activityId>_<yyyy-MM-dd>` for each activity whose day was chosen. */
  activitySelections: readonly string[];
}

export interface Quote {
  bookable: boolean;
  /** Present when the offer cannot be booked with these criteria. */
  error?: string;
  priceInfo: {
    sellPrice: number;
    refPrice: number;
    promoPercentageRounded: number;
    moneySaved: number;
    nbRooms: number;
    nights: number;
  } | null;
  localTaxTotalAmount: number;
  cancellationPolicy: { type?: string; cancellable: boolean; cancellationDeadline: string | null; message: string };
}

/** GET /product/{id}/quote: the api's own price for the stay, and whether it can be booked. */
export function getQuote(api: KyInstance, request: QuoteRequest, signal?: AbortSignal): Promise<Quote> {
  const searchParams = new URLSearchParams({
    locale: request.locale,
    checkin: request.checkin,
    nights: String(request.nights),
    adult: String(request.adults),
    child: String(request.children),
    baby: String(request.babies),
  });
  if (request.activitySelections.length > 0)
    searchParams.set('activitySelectionList', request.activitySelections.join(','));
  return api.get(`product/${encodeURIComponent(request.offerId)}/quote`, { searchParams, signal }).json<Quote>();
}

/**
 * The quote for the stay's dates and travellers alone (no activity day chosen yet), asked as soon as
 * the page has dates: its verdict tells at once whether the stay can still be sold on them.
 */
export function stayDatesQuoteQuery(api: KyInstance, request: Omit<QuoteRequest, 'activitySelections'>) {
  const { offerId, locale, checkin, nights, adults, children, babies } = request;
  return queryOptions({
    queryKey: ['stay-dates-quote', offerId, locale, checkin, nights, adults, children, babies],
    queryFn: ({ signal }) => getQuote(api, { ...request, activitySelections: [] }, signal),
  });
}
