import ky from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

export interface StayDetailRequest {
  apiBase: string;
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
export function getStayDetail(request: StayDetailRequest, signal?: AbortSignal): Promise<StayDetail> {
  const searchParams = new URLSearchParams({ locale: request.locale });
  if (request.checkin && request.nights) {
    searchParams.set('checkin', request.checkin);
    searchParams.set('night', String(request.nights));
  }
  searchParams.set('adult', String(request.adults));
  searchParams.set('child', String(request.children));
  searchParams.set('baby', String(request.babies));
  return ky
    .get(`${request.apiBase}/weekend/${encodeURIComponent(request.offerId)}/detail.json`, {
      searchParams,
      signal,
      retry: 1,
    })
    .json<StayDetail>();
}
