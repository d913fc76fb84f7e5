import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

export interface GiftStayRequest {
  offerId: string;
  locale: Locale;
}

/** The parts of /weekend/{id}/detail.json a stay given as a gift shows. */
export interface GiftStayDetail {
  id: number;
  label: string;
  /** false: the offer is no longer sold. */
  published?: boolean;
  images: string[];
  imagesBySize?: Partial<Record<'640_360' | '960_540', string[]>>;
  hotel: { label: string; stars: number; location: { label: string } };
}

/** GET /weekend/{id}/detail.json without dates: the stay's presentation. */
export function getGiftStayDetail(
  api: KyInstance,
  request: GiftStayRequest,
  signal?: AbortSignal,
): Promise<GiftStayDetail> {
  return api
    .get(`weekend/${encodeURIComponent(request.offerId)}/detail.json`, {
      searchParams: { locale: request.locale },
      signal,
    })
    .json<GiftStayDetail>();
}

export function giftStayDetailQuery(api: KyInstance, request: GiftStayRequest) {
  return queryOptions({
    queryKey: ['gift-stay-detail', request.offerId, request.locale],
    queryFn: ({ signal }) => getGiftStayDetail(api, request, signal),
  });
}
