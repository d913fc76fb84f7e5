import ky from 'ky';
import type { OffersRequestBody } from '@escapade/shared-contracts/offers-request';
import type { SearchOffersResponse } from '../../../utils/search-offers-answer';

export interface SearchOffersRequest {
  apiBase: string;
  body: OffersRequestBody;
  signal?: AbortSignal;
}

/** POST /api/offers.json — one page of offers for the criteria. */
export function searchOffers({ apiBase, body, signal }: SearchOffersRequest): Promise<SearchOffersResponse> {
  return ky.post(`${apiBase}/api/offers.json`, { json: body, signal }).json<SearchOffersResponse>();
}
