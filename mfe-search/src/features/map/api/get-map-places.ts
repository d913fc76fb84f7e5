import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

/** A place named on the map (api README "GET /api/map-places.json"). */
export interface MapPlace {
  id: number;
  category: 'country' | 'city';
  label: string;
  lat: number;
  lng: number;
  population: number | null;
}

export interface GetMapPlacesRequest {
  locale: Locale;
}

/** GET /api/map-places.json — countries and cities to label the offline base layer. */
export function getMapPlaces(
  api: KyInstance,
  { locale }: GetMapPlacesRequest,
  signal?: AbortSignal,
): Promise<{ places: MapPlace[] }> {
  return api.get('api/map-places.json', { searchParams: { locale }, signal }).json<{ places: MapPlace[] }>();
}

export function mapPlacesQuery(api: KyInstance, request: GetMapPlacesRequest) {
  return queryOptions({
    queryKey: ['map-places', request.locale],
    queryFn: ({ signal }) => getMapPlaces(api, request, signal),
  });
}
