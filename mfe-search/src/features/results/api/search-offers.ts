import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { takeEarlyRequest } from '@escapade/shared-contracts/early-requests';
import { earlyOffersSearchKey, OFFERS_SEARCH_PATH } from '@escapade/shared-contracts/offers-search-request';
import type { OffersRequestBody } from '@escapade/shared-contracts/offers-request';
import type { SearchOffersResponse } from '../../../utils/search-offers-answer';

/**
 * POST /api/offers.json — one page of offers for the criteria. The page's first search may already
 * be on its way: the shell's first script starts it from the address's criteria while this remote
 * downloads (the same request, built by the same contract). Its answer is taken once; if it
 * failed, the search is asked again here.
 */
export function searchOffers(
  api: KyInstance,
  body: OffersRequestBody,
  signal?: AbortSignal,
): Promise<SearchOffersResponse> {
  const ask = () => api.post(OFFERS_SEARCH_PATH, { json: body, signal }).json<SearchOffersResponse>();
  const early = takeEarlyRequest<SearchOffersResponse>(earlyOffersSearchKey(body));
  return early ? early.catch(ask) : ask();
}

/** The page of offers in the query cache, under the same key in the browser and on the server. */
export function offersSearchQuery(api: KyInstance, body: OffersRequestBody) {
  return queryOptions({
    queryKey: ['offers-search', body],
    queryFn: ({ signal }) => searchOffers(api, body, signal),
  });
}
