import ky from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { SearchOffersResponse } from '../../../utils/search-offers-answer';
import type { FallbackLocationType } from '../utils/build-fallbacks';

export interface PlaceContextRequest {
  apiBase: string;
  locale: Locale;
  type: FallbackLocationType;
  id: string;
  signal?: AbortSignal;
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
export async function getPlaceContext({
  apiBase,
  locale,
  type,
  id,
  signal,
}: PlaceContextRequest): Promise<SearchOffersResponse['searchDetails'] | null> {
  const name = QUERY_NAME[type];
  if (!name) return null;
  const response = await ky
    .get(`${apiBase}/api/offers.json`, { searchParams: { locale, [name]: id, limit: 1 }, retry: 0, signal })
    .json<SearchOffersResponse>();
  return response.searchDetails;
}
