import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { SearchOffersResponse } from '../../../utils/search-offers-answer';
import type { FallbackLocationType } from '../utils/build-fallbacks';

export interface PlaceContextRequest {
  locale: Locale;
  type: FallbackLocationType;
  id: string;
}

const QUERY_NAME: Readonly<Partial<Record<FallbackLocationType, string>>> = {
  city: 'cityId',
  poi: 'poiId',
  department: 'departmentId',
  region: 'regionId',
  touristicregion: 'touristicId',
  country: 'countryId',
  searesort: 'seaResortId',
  skiresort: 'skiResortId',
};

/**
 * GET /api/offers.json with the place alone and one result — only to read its searchDetails
 * (label, centre, region and country) when the exact search's details are not at hand.
 */
export async function getPlaceContext(
  api: KyInstance,
  { locale, type, id }: PlaceContextRequest,
  signal?: AbortSignal,
): Promise<SearchOffersResponse['searchDetails'] | null> {
  const name = QUERY_NAME[type];
  if (!name) return null;
  const response = await api
    // Only the fallbacks need it, and a failure only costs them the distance sort: no retry.
    .get('api/offers.json', { searchParams: { locale, [name]: id, limit: 1 }, retry: 0, signal })
    .json<SearchOffersResponse>();
  return response.searchDetails;
}

export function placeContextQuery(api: KyInstance, request: PlaceContextRequest) {
  return queryOptions({
    queryKey: ['place-context', request.locale, request.type, request.id],
    queryFn: ({ signal }) => getPlaceContext(api, request, signal),
  });
}
