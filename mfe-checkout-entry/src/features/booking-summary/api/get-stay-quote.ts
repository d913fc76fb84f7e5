import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

export interface StayQuoteRequest {
  offerId: string;
  locale: Locale;
  /** yyyy-MM-dd */
  checkin: string;
  nights: number;
  adults: number;
  children: number;
  babies: number;
}

export interface StayQuote {
  bookable: boolean;
  /** Set when not bookable, e.g. "The offer is not bookable with these criterias". */
  error?: string;
  /** Amounts in cents, computed by the server for the criteria. */
  priceInfo: {
    sellPrice: number;
    refPrice: number;
    promoPercentageRounded: number;
    moneySaved: number;
    priceType: 'from-price' | 'final-price' | 'gift';
    nbRooms: number;
    nights: number;
  } | null;
  /** Cents, paid at the hotel on top of the price. */
  localTaxTotalAmount: number;
  programLineList: string[];
  /** `type` NCNR: neither exchangeable nor refundable; FLEXIBLE: modifiable until the deadline (yyyy-MM-dd). */
  cancellationPolicy: {
    type?: string;
    cancellable: boolean;
    cancellationDeadline?: string | null;
    message: string;
  } | null;
  reservationCriteria: {
    offerId: number | string;
    checkin: string;
    checkout: string;
    nights: number;
    adults: number;
    children: number;
    babies: number;
  } | null;
}

/** GET /product/{id}/quote: the server-computed price of the stay on these dates for these travellers. */
export function getStayQuote(api: KyInstance, request: StayQuoteRequest, signal?: AbortSignal): Promise<StayQuote> {
  const searchParams = new URLSearchParams({
    checkin: request.checkin,
    nights: String(request.nights),
    adult: String(request.adults),
    child: String(request.children),
    baby: String(request.babies),
    locale: request.locale,
  });
  return api.get(`product/${encodeURIComponent(request.offerId)}/quote`, { searchParams, signal }).json<StayQuote>();
}

/** The quote in the query cache, under the same key in the browser and on the server. */
export function stayQuoteQuery(api: KyInstance, request: StayQuoteRequest) {
  const { offerId, locale, checkin, nights, adults, children, babies } = request;
  return queryOptions({
    queryKey: ['stay-quote', offerId, locale, checkin, nights, adults, children, babies],
    queryFn: ({ signal }) => getStayQuote(api, request, signal),
  });
}
