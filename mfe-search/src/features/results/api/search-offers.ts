import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { OffersRequestBody } from '@escapade/shared-contracts/offers-request';
import type { SearchOffersResponse } from '../../../utils/search-offers-answer';

/** POST /api/offers.json — one page of offers for the criteria. */
export function searchOffers(
  api: KyInstance,
  body: OffersRequestBody,
  signal?: AbortSignal,
): Promise<SearchOffersResponse> {
  return api.post('api/offers.json', { json: body, signal }).json<SearchOffersResponse>();
}

/** The page of offers in the query cache, under the same key in the browser and on the server. */
export function offersSearchQuery(api: KyInstance, body: OffersRequestBody) {
  return queryOptions({
    queryKey: ['offers-search', body],
    queryFn: ({ signal }) => searchOffers(api, body, signal),
  });
}
