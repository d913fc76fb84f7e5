import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { SuggestionCategory } from './get-destination-suggestions';

export interface PlaceRequest {
  locale: Locale;
  category: SuggestionCategory;
  id: string;
}

/** A place named in the hash, with its label in the locale's language. */
export interface Place {
  id: number | string;
  label: string;
  category: SuggestionCategory;
  latitude: number;
  longitude: number;
}

/** GET /api/places/{category}/{id} — the label to prefill the destination field. 404 when unknown. */
export function getPlace(
  api: KyInstance,
  { locale, category, id }: PlaceRequest,
  signal?: AbortSignal,
): Promise<Place> {
  return api
    .get(`api/places/${encodeURIComponent(category)}/${encodeURIComponent(id)}`, { searchParams: { locale }, signal })
    .json<Place>();
}

export function placeQuery(api: KyInstance, request: PlaceRequest) {
  return queryOptions({
    queryKey: ['place', request.locale, request.category, request.id],
    queryFn: ({ signal }) => getPlace(api, request, signal),
  });
}
