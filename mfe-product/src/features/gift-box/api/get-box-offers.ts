import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { BoxDetailRequest } from './get-box-detail';

/** The box's stays come 8 at a time. */
export const BOX_OFFERS_PAGE_SIZE = 8;
/** Pages are counted from 0. */
const FIRST_PAGE = 0;

/** A stay the box can be exchanged for, as its card shows it. */
export interface BoxOffer {
  id: number;
  label: string;
  uri: string;
  imageUrl: string;
  hotel: { id: number; label: string; stars: number; review: { count: number; average: number } };
  location: { label: string; lat: number; lng: number };
}

export interface BoxOffersPage {
  /** Empty past the last page. */
  exactMatch: BoxOffer[];
  searchDetails: { totalCount: number };
}

/** A stay of the box as a map marker. */
export interface BoxMapOffer {
  id: number;
  label: string;
  lat: number;
  lng: number;
}

export interface BoxMapOffers {
  exactMatch: BoxMapOffer[];
  searchDetails: { totalCount: number };
}

const offersPath = (code: string) => `api/boxes/${encodeURIComponent(code)}/offers`;

/** GET /api/boxes/{code}/offers?locale&page&limit: one page of the box's stays. */
export function getBoxOffersPage(
  api: KyInstance,
  request: BoxDetailRequest,
  page: number,
  signal?: AbortSignal,
): Promise<BoxOffersPage> {
  return api
    .get(offersPath(request.code), {
      searchParams: { locale: request.locale, page, limit: BOX_OFFERS_PAGE_SIZE },
      signal,
    })
    .json<BoxOffersPage>();
}

/**
 * The box's stays page after page. Loading stops at the first page that comes back empty: the
 * api's total may count stays that left the sale since, so it is not what ends the list.
 */
export function boxOffersQuery(api: KyInstance, request: BoxDetailRequest) {
  return infiniteQueryOptions({
    queryKey: ['box-offers', request.code, request.locale],
    queryFn: ({ pageParam, signal }) => getBoxOffersPage(api, request, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (lastPage: BoxOffersPage, _pages, lastPageParam: number) =>
      lastPage.exactMatch.length === 0 ? undefined : lastPageParam + 1,
  });
}

/** GET /api/boxes/{code}/offers?locale&performMapSearch=true: every stay of the box, with its position. */
export function getBoxMapOffers(
  api: KyInstance,
  request: BoxDetailRequest,
  signal?: AbortSignal,
): Promise<BoxMapOffers> {
  return api
    .get(offersPath(request.code), { searchParams: { locale: request.locale, performMapSearch: true }, signal })
    .json<BoxMapOffers>();
}

export function boxMapOffersQuery(api: KyInstance, request: BoxDetailRequest) {
  return queryOptions({
    queryKey: ['box-offers-map', request.code, request.locale],
    queryFn: ({ signal }) => getBoxMapOffers(api, request, signal),
  });
}
