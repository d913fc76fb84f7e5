import ky from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

export interface GetStayDetailRequest {
  apiBase: string;
  offerId: string;
  locale: Locale;
  signal?: AbortSignal;
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

/** GET {apiBase}/weekend/{id}/detail.json?locale=: the offer's title, hotel and pictures (no dates: gifts have none). */
export function getStayDetail({ apiBase, offerId, locale, signal }: GetStayDetailRequest): Promise<StayDetailResponse> {
  return ky
    .get(`${apiBase}/weekend/${encodeURIComponent(offerId)}/detail.json`, {
      searchParams: { locale },
      signal,
      retry: { limit: 1 },
    })
    .json<StayDetailResponse>();
}
