import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

export interface StayDetailRequest {
  offerId: string;
  locale: Locale;
  /** yyyy-MM-dd; with `nights`, the price is the final price for those dates. */
  checkin?: string;
  nights?: number;
  adults: number;
  children: number;
  babies: number;
}

export type PriceType = 'from-price' | 'final-price' | 'gift';
export type ProgramLineType = 'room' | 'breakfast' | 'dinner' | 'activity';

export interface StayDetail {
  id: number;
  label: string;
  description: string;
  uri: string;
  published: boolean;
  headwords: string[];
  images: string[];
  imagesBySize: { '640_360': string[]; '960_540': string[] };
  hotel: {
    id: number;
    label: string;
    stars: number;
    review: { count: number; average: number };
    location: { label: string; lat: number; lng: number; address: string; zipCode: string };
    checkInOut: { checkin: string; checkout: string };
    description: string;
  };
  programLines: { type: ProgramLineType; title: string }[];
  /** Amounts in cents, for the criteria of the request. */
  price: {
    sellPrice: number;
    refPrice: number;
    promoPercentageRounded: number;
    priceType: PriceType;
    nights: number;
    adults: number;
  };
  cancellationPolicy: { cancellable: boolean; cancellationDeadline: string | null; message: string };
  autoDiscount: { code: string; value: number } | null;
  themes: number[];
}

/** GET /weekend/{id}/detail.json: the offer, its hotel and its price for the given criteria. */
export function getStayDetail(api: KyInstance, request: StayDetailRequest, signal?: AbortSignal): Promise<StayDetail> {
  const searchParams = new URLSearchParams({ locale: request.locale });
  if (request.checkin && request.nights) {
    searchParams.set('checkin', request.checkin);
    searchParams.set('night', String(request.nights));
  }
  searchParams.set('adult', String(request.adults));
  searchParams.set('child', String(request.children));
  searchParams.set('baby', String(request.babies));
  return api
    .get(`weekend/${encodeURIComponent(request.offerId)}/detail.json`, { searchParams, signal })
    .json<StayDetail>();
}

/** The offer's detail in the query cache, under the same key in the browser and on the server. */
export function stayDetailQuery(api: KyInstance, request: StayDetailRequest) {
  const { offerId, locale, checkin, nights, adults, children, babies } = request;
  return queryOptions({
    queryKey: ['stay-detail', offerId, locale, checkin ?? null, nights ?? null, adults, children, babies],
    queryFn: ({ signal }) => getStayDetail(api, request, signal),
  });
}
