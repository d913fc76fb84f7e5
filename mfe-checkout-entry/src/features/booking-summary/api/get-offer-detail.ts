import ky from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

export interface OfferDetailRequest {
  apiBase: string;
  offerId: string;
  locale: Locale;
}

/** The parts of /weekend/{id}/detail.json the summary shows (title, photo, hotel). */
export interface OfferDetail {
  id: number;
  label: string;
  images: string[];
  imagesBySize?: Partial<Record<'640_360' | '960_540', string[]>>;
  hotel: {
    id: number;
    label: string;
    stars: number;
    location: { label: string; address?: string; zipCode?: string };
    checkInOut?: { checkin: string; checkout: string };
  };
  programLines?: { type: string; title: string }[];
}

/** GET /weekend/{id}/detail.json without dates: the offer's presentation. */
export function getOfferDetail(request: OfferDetailRequest, signal?: AbortSignal): Promise<OfferDetail> {
  return ky
    .get(`${request.apiBase}/weekend/${encodeURIComponent(request.offerId)}/detail.json`, {
      searchParams: { locale: request.locale },
      signal,
      retry: 1,
    })
    .json<OfferDetail>();
}
