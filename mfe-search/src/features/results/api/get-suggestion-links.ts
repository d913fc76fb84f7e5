import ky from 'ky';

export interface SuggestionLinksResponse {
  cities: { id: number; label: string; offerCount: number }[];
  themes: { id: number; label: string; offerCount: number }[];
}

export interface GetSuggestionLinksRequest {
  apiBase: string;
  /** locale, flow, the place (cityId, poiId, departmentId, regionId, countryId or lat/lng) and themeId. */
  query: Record<string, string>;
  signal?: AbortSignal;
}

/** GET /api/search/suggestion-links.json — nearby cities and themes to suggest under the results. */
export function getSuggestionLinks({
  apiBase,
  query,
  signal,
}: GetSuggestionLinksRequest): Promise<SuggestionLinksResponse> {
  return ky
    .get(`${apiBase}/api/search/suggestion-links.json`, { searchParams: query, signal })
    .json<SuggestionLinksResponse>();
}
