import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';

export interface SuggestionLinksResponse {
  cities: { id: number; label: string; offerCount: number }[];
  themes: { id: number; label: string; offerCount: number }[];
}

/** locale, flow, the place (cityId, poiId, departmentId, regionId, countryId or lat/lng) and themeId. */
export type SuggestionLinksRequest = Record<string, string>;

/** GET /api/search/suggestion-links.json — nearby cities and themes to suggest under the results. */
export function getSuggestionLinks(
  api: KyInstance,
  request: SuggestionLinksRequest,
  signal?: AbortSignal,
): Promise<SuggestionLinksResponse> {
  return api.get('api/search/suggestion-links.json', { searchParams: request, signal }).json<SuggestionLinksResponse>();
}

export function suggestionLinksQuery(api: KyInstance, request: SuggestionLinksRequest) {
  return queryOptions({
    queryKey: ['suggestion-links', request],
    queryFn: ({ signal }) => getSuggestionLinks(api, request, signal),
  });
}
