import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { OffersRequestBody } from '@escapade/shared-contracts/offers-request';
import { buildOffersRequest, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import type { SearchOffersResponse } from '../../../utils/search-offers-answer';
import { FALLBACK_PAGE_SIZE } from '../utils/fallback-constants';

export interface FallbackOffersRequest {
  locale: Locale;
  criteria: SearchCriteria;
  /** The exact search this suggestion complements: none of its hotels, on any page, is suggested. */
  exactCriteria: SearchCriteria;
  excludedHotelIds: readonly number[];
}

/** Prefix under which the exact search travels beside the suggestion's own criteria. */
export const EXCLUDED_SEARCH_PREFIX = 'excludedSearch.';

type QueryValue = string | number | boolean;

const list = (values: readonly (string | number)[] | undefined): string | undefined =>
  values && values.length > 0 ? values.join(',') : undefined;

/**
 * The offers.json body as the flat query of GET /api/offers.json (api README): the same criteria
 * the results page posts, built by the shared request builder so both searches read them alike.
 */
export function flatOffersQuery(body: OffersRequestBody): Record<string, QueryValue> {
  const { property, offer, gift } = body.filters;
  const entries: [string, QueryValue | undefined][] = [
    ['locale', body.locale],
    ['flow', body.flow],
    ['searchProvider', body.searchProvider],
    ['cityId', property.cityId],
    ['poiId', property.poiId],
    ['departmentId', property.departmentId],
    ['regionId', property.regionId],
    ['touristicId', property.touristicId],
    ['countryId', property.countryId],
    ['seaResortId', property.seaResortId],
    ['skiResortId', property.skiResortId],
    ['hotelId', property.hotelId],
    ['lat', property.latitude],
    ['lng', property.longitude],
    ['distanceMin', property.minDistance],
    ['distanceMax', property.maxDistance],
    ['excludedHotelIds', list(property.excludedHotelIds)],
    ['stars', list(property.stars)],
    ['hotelScore', property.minHotelReviewScore],
    ['facilities', list(property.facilities)],
    ['petsAllowed', property.petsAllowed],
    ['hotelTypes', list(property.hotelTypes)],
    ['hotelEnvironments', list(property.hotelEnvironments)],
    ['hotelStyles', list(property.hotelStyles)],
    ['priceMin', offer.price?.min],
    ['priceMax', offer.price?.max],
    ['singleVoucherPriceMin', gift?.singleVoucher?.price.min],
    ['singleVoucherPriceMax', gift?.singleVoucher?.price.max],
    ['giftNights', gift?.nights],
    ['tags', list(offer.tags)],
    ['themeIds', list(offer.categories?.themeIds)],
    ['checkin', offer.date?.checkin],
    ['night', offer.date?.nights],
    ['adult', offer.familyComposition.adults],
    ['child', offer.familyComposition.children],
    ['baby', offer.familyComposition.babies],
    ['orderBy', body.sorting.orderBy],
    ['page', body.pagination.page],
    ['limit', body.pagination.limit],
    ['performGiftableSearch', body.performGiftableSearch],
    ['numberOfPackagesPerHotel', body.numberOfPackagesPerHotel],
  ];
  return Object.fromEntries(entries.filter((entry): entry is [string, QueryValue] => entry[1] !== undefined));
}

/**
 * The query of a fallback: its criteria, 3 results, the hotels already shown left out, and the
 * exact search it complements under the `excludedSearch.` names, so the api also leaves out the
 * hotels of that search's other pages.
 */
export function fallbackSearchParams({
  locale,
  criteria,
  exactCriteria,
  excludedHotelIds,
}: FallbackOffersRequest): Record<string, QueryValue> {
  const own = flatOffersQuery(
    buildOffersRequest(criteria, {
      locale,
      limit: FALLBACK_PAGE_SIZE,
      page: 0,
      excludedHotelIds: [...excludedHotelIds],
    }),
  );
  // The exact search as a whole: its first page stands for all of them.
  const exact = flatOffersQuery(buildOffersRequest(exactCriteria, { locale, limit: FALLBACK_PAGE_SIZE, page: 0 }));
  const excludedSearch = Object.entries(exact).map(([key, value]) => [`${EXCLUDED_SEARCH_PREFIX}${key}`, value]);
  return { ...own, ...Object.fromEntries(excludedSearch) };
}

/** GET /api/offers.json — the first 3 offers of a fallback, the exact search's hotels left out. */
export function getFallbackOffers(
  api: KyInstance,
  request: FallbackOffersRequest,
  signal?: AbortSignal,
): Promise<SearchOffersResponse> {
  return (
    api
      // A fallback is an extra under the results: a failed one is simply not shown, and a retry
      // would only hold back the sections waiting for this one to settle.
      .get('api/offers.json', { searchParams: fallbackSearchParams(request), retry: 0, signal })
      .json<SearchOffersResponse>()
  );
}

export function fallbackOffersQuery(api: KyInstance, request: FallbackOffersRequest) {
  return queryOptions({
    queryKey: ['fallback-offers', fallbackSearchParams(request)],
    queryFn: ({ signal }) => getFallbackOffers(api, request, signal),
  });
}
