import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { GiftFormat } from '../utils/box-format';

export interface BoxDetailRequest {
  code: string;
  locale: Locale;
}

/** The sizes the api renders each picture in: slideshow thumbnail, phone and desktop. */
export type BoxImageSize = '120_80' | '640_360' | '960_540';

/** What the api says of the page in search engines and the browser's title bar. */
export interface BoxPageModel {
  pageTitle: string;
  canonicalUrl: string;
  alternateUrls: string[];
  metaRobots: string;
}

/** GET /gateway/boxes/{code}/product-detail answer (amounts in cents). */
export interface BoxDetail {
  code: string;
  title: string;
  description: string;
  /** One included item per line. */
  includedContent: string;
  /** What the box is worth to its beneficiary. */
  value: number;
  referencePrice: number;
  price: { sellPrice: number; referencePrice: number; promo: number };
  searchCriteriaProperties: { nights: number; people: number; themeId: number | null };
  searchCriteria: { subthemas: number[] };
  slug: string;
  format: GiftFormat;
  images: { main: string; catalog: string; mainBySize: Partial<Record<BoxImageSize, string[]>> };
  pageModel: BoxPageModel;
}

export function getBoxDetail(api: KyInstance, request: BoxDetailRequest, signal?: AbortSignal): Promise<BoxDetail> {
  return api
    .get(`gateway/boxes/${encodeURIComponent(request.code)}/product-detail`, {
      searchParams: { locale: request.locale },
      signal,
    })
    .json<BoxDetail>();
}

/** The box's detail in the query cache, under the same key in the browser and on the server. */
export function boxDetailQuery(api: KyInstance, request: BoxDetailRequest) {
  return queryOptions({
    queryKey: ['box-detail', request.code, request.locale],
    queryFn: ({ signal }) => getBoxDetail(api, request, signal),
  });
}
