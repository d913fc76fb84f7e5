import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

export interface SearchBoxesRequest {
  locale: Locale;
}

export interface BoxCardPrice {
  /** Cents. */
  sellPrice: number;
  /** Cents: the value of the box before discount. */
  referencePrice: number;
  promo?: number;
}

/** A gift box as the listing shows it. */
export interface BoxCard {
  code: string;
  title: string;
  /** The title as a URL part, for the readable box address /p/{slug}/{code}. */
  slug: string;
  description: string;
  price: BoxCardPrice;
  nights: number;
  people: number;
  format: 'digital' | 'physical';
  imageUrl: string;
  images: { main: string; catalog: string };
}

export interface SearchBoxesResponse {
  boxes: BoxCard[];
}

/** GET /api/boxes/search?locale: every gift box of the shop, digital and physical. */
export function searchBoxes(
  api: KyInstance,
  request: SearchBoxesRequest,
  signal?: AbortSignal,
): Promise<SearchBoxesResponse> {
  return api.get('api/boxes/search', { searchParams: { locale: request.locale }, signal }).json<SearchBoxesResponse>();
}

/** The boxes in the query cache, under the same key in the browser and on the server. */
export function boxesSearchQuery(api: KyInstance, request: SearchBoxesRequest) {
  return queryOptions({
    queryKey: ['boxes-search', request.locale],
    queryFn: ({ signal }) => searchBoxes(api, request, signal),
  });
}
