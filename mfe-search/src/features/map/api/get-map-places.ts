import ky from 'ky';
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
  apiBase: string;
  locale: Locale;
  signal?: AbortSignal;
}

/** GET /api/map-places.json — countries and cities to label the offline base layer. */
export function getMapPlaces({ apiBase, locale, signal }: GetMapPlacesRequest): Promise<{ places: MapPlace[] }> {
  return ky.get(`${apiBase}/api/map-places.json`, { searchParams: { locale }, signal }).json<{ places: MapPlace[] }>();
}
