import ky from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { SuggestionCategory } from './get-destination-suggestions';

export interface PlaceRequest {
  apiBase: string;
  locale: Locale;
  category: SuggestionCategory;
  id: string;
  signal?: AbortSignal;
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
export function getPlace({ apiBase, locale, category, id, signal }: PlaceRequest): Promise<Place> {
  return ky
    .get(`${apiBase}/api/places/${encodeURIComponent(category)}/${encodeURIComponent(id)}`, {
      searchParams: { locale },
      retry: 0,
      signal,
    })
    .json<Place>();
}
