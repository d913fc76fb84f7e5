import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

export const SUGGESTION_CATEGORIES = ['city', 'department', 'region', 'country', 'hotel', 'poi'] as const;
export type SuggestionCategory = (typeof SUGGESTION_CATEGORIES)[number];

/** One destination the autocomplete proposes; `value` is its hash pair, e.g. `city=12`. */
export interface DestinationSuggestion {
  id: number | string;
  label: string;
  category: SuggestionCategory;
  value: string;
  latitude: number;
  longitude: number;
  postalcode?: string;
  /** Where it is ("Île-de-France, France"). */
  context?: string;
}

export interface DestinationSuggestionsRequest {
  locale: Locale;
  term: string;
}

export interface DestinationSuggestionsResponse {
  suggestions: DestinationSuggestion[];
}

/** The autocomplete asks for at most 30 results. */
export const MAX_SUGGESTIONS = 30;

/** GET /autocomplete-geonames.json — destinations whose words start with the term. */
export async function getDestinationSuggestions(
  api: KyInstance,
  { locale, term }: DestinationSuggestionsRequest,
  signal?: AbortSignal,
): Promise<DestinationSuggestion[]> {
  const response = await api
    .get('autocomplete-geonames.json', {
      searchParams: { locale, term, maxResults: MAX_SUGGESTIONS },
      // Typing sends a new request anyway: a retry would only answer an outdated term.
      retry: 0,
      signal,
    })
    .json<DestinationSuggestionsResponse>();
  return response.suggestions;
}

export function destinationSuggestionsQuery(api: KyInstance, request: DestinationSuggestionsRequest) {
  return queryOptions({
    queryKey: ['destination-suggestions', request.locale, request.term],
    queryFn: ({ signal }) => getDestinationSuggestions(api, request, signal),
  });
}
