import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

/** A hotel or a stay of the catalogue matching the words typed. */
export interface RecommendedSuggestion {
  type: 'hotel' | 'offer';
  id: number;
  label: string;
  /** The city. */
  context: string;
  imageUrl: string;
  /** `hotelId=…` for a hotel; the stay id for an offer. */
  value: string;
  hotelId: number;
  stars: number;
}

export interface RecommendedSuggestionsRequest {
  locale: Locale;
  q: string;
  /** Where the suggestions come from: the whole site, a minisite or a gift box. */
  catalogSourceType: 'site' | 'minisite' | 'box';
  catalogSourceCode: string;
}

/** GET /recommendedAutocomplete.json — hotels and stays for the query, shown under "Recommended". */
export async function getRecommendedSuggestions(
  api: KyInstance,
  { locale, q, catalogSourceType, catalogSourceCode }: RecommendedSuggestionsRequest,
  signal?: AbortSignal,
): Promise<RecommendedSuggestion[]> {
  const response = await api
    .get('recommendedAutocomplete.json', {
      searchParams: { locale, q, catalogSourceType, catalogSourceCode },
      // Typing sends a new request anyway: a retry would only answer an outdated query.
      retry: 0,
      signal,
    })
    .json<{ suggestions: RecommendedSuggestion[] }>();
  return response.suggestions;
}

export function recommendedSuggestionsQuery(api: KyInstance, request: RecommendedSuggestionsRequest) {
  const { locale, q, catalogSourceType, catalogSourceCode } = request;
  return queryOptions({
    queryKey: ['recommended-suggestions', locale, q, catalogSourceType, catalogSourceCode],
    queryFn: ({ signal }) => getRecommendedSuggestions(api, request, signal),
  });
}
