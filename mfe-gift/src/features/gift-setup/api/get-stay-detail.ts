import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

export interface GetStayDetailRequest {
  offerId: string;
  locale: Locale;
}

export interface StayDetailResponse {
  id: number | string;
  label: string;
  description: string;
  uri: string;
  /** False once the offer is no longer sold. */
  published: boolean;
  headwords: string[];
  /** Origin-relative image URLs. */
  images: string[];
  imagesBySize: { '640_360': string[]; '960_540': string[] };
  hotel: {
    id: number | string;
    label: string;
    stars: number;
    review: { count: number; average: number };
    location: { label: string; lat: number; lng: number; address: string; zipCode: string };
    checkInOut: { checkin: string; checkout: string };
    description: string;
  };
  programLines: { type: 'room' | 'breakfast' | 'dinner' | 'activity'; title: string }[];
  price: {
    sellPrice: number;
    refPrice: number;
    promoPercentageRounded: number;
    priceType: string;
    nights: number;
    adults: number;
  };
  cancellationPolicy: { cancellable: boolean; cancellationDeadline: string | null; message: string };
  autoDiscount: { code: string; value: number } | null;
  themes: number[];
}

/** GET /weekend/{id}/detail.json?locale=: the offer's title, hotel and pictures (no dates: gifts have none). */
export function getStayDetail(
  api: KyInstance,
  request: GetStayDetailRequest,
  signal?: AbortSignal,
): Promise<StayDetailResponse> {
  return api
    .get(`weekend/${encodeURIComponent(request.offerId)}/detail.json`, {
      searchParams: { locale: request.locale },
      signal,
    })
    .json<StayDetailResponse>();
}

/** The offer's details in the query cache, under the same key in the browser and on the server. */
export function stayDetailQuery(api: KyInstance, request: GetStayDetailRequest) {
  return queryOptions({
    queryKey: ['stay-detail', request.offerId, request.locale],
    queryFn: ({ signal }) => getStayDetail(api, request, signal),
  });
}
