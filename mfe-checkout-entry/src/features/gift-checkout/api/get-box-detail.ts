import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

export interface BoxDetailRequest {
  code: string;
  locale: Locale;
}

/** The parts of GET /gateway/boxes/{code}/product-detail the gift checkout shows (amounts in cents). */
export interface BoxDetail {
  code: string;
  title: string;
  /** One included item per line. */
  includedContent: string;
  price: { sellPrice: number; referencePrice: number; promo: number };
  searchCriteriaProperties: { nights: number; people: number };
  slug: string;
  images: { main: string; mainBySize?: Partial<Record<'640_360' | '960_540', string[]>> };
}

export function getBoxDetail(api: KyInstance, request: BoxDetailRequest, signal?: AbortSignal): Promise<BoxDetail> {
  return api
    .get(`gateway/boxes/${encodeURIComponent(request.code)}/product-detail`, {
      searchParams: { locale: request.locale },
      signal,
    })
    .json<BoxDetail>();
}

export function boxDetailQuery(api: KyInstance, request: BoxDetailRequest) {
  return queryOptions({
    queryKey: ['box-detail', request.code, request.locale],
    queryFn: ({ signal }) => getBoxDetail(api, request, signal),
  });
}
