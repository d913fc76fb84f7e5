import ky from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

export type PlaceCategory = 'city' | 'poi' | 'department' | 'region' | 'country';

export interface PlaceCoordinatesRequest {
  apiBase: string;
  locale: Locale;
  category: PlaceCategory;
  id: string;
  signal?: AbortSignal;
}

export interface PlaceCoordinates {
  id: number;
  label: string;
  latitude: number;
  longitude: number;
}

/** GET /api/places/{category}/{id} — where a place is, to search around it or sort nearest first. */
export function getPlaceCoordinates({
  apiBase,
  locale,
  category,
  id,
  signal,
}: PlaceCoordinatesRequest): Promise<PlaceCoordinates> {
  return ky
    .get(`${apiBase}/api/places/${encodeURIComponent(category)}/${encodeURIComponent(id)}`, {
      searchParams: { locale },
      retry: 0,
      signal,
    })
    .json<PlaceCoordinates>();
}
