import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

export type PlaceCategory = 'city' | 'poi' | 'department' | 'region' | 'country';

export interface PlaceCoordinatesRequest {
  locale: Locale;
  category: PlaceCategory;
  id: string;
}

export interface PlaceCoordinates {
  id: number;
  label: string;
  latitude: number;
  longitude: number;
}

/** GET /api/places/{category}/{id} — where a place is, to search around it or sort nearest first. */
export function getPlaceCoordinates(
  api: KyInstance,
  { locale, category, id }: PlaceCoordinatesRequest,
  signal?: AbortSignal,
): Promise<PlaceCoordinates> {
  return api
    .get(`api/places/${encodeURIComponent(category)}/${encodeURIComponent(id)}`, {
      searchParams: { locale },
      // Only the fallbacks need it, and a failure only costs them the expansion around the place: no retry.
      retry: 0,
      signal,
    })
    .json<PlaceCoordinates>();
}

export function placeCoordinatesQuery(api: KyInstance, request: PlaceCoordinatesRequest) {
  return queryOptions({
    queryKey: ['place-coordinates', request.locale, request.category, request.id],
    queryFn: ({ signal }) => getPlaceCoordinates(api, request, signal),
  });
}
