import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { OffersRequestBody } from '@escapade/shared-contracts/offers-request';
import { OFFERS_SEARCH_PATH } from '@escapade/shared-contracts/offers-search-request';

/** The fields of a found offer the content pages show (the api sends more). Prices in cents. */
export interface FoundOffer {
  id: number;
  label: string;
  imageUrl: string;
  headwords: string[];
  hotel: { id: number; label: string; stars: number; location: { label: string } };
  sellPrice: number;
  refPrice: number;
  promo: number;
  priceType: 'from-price' | 'final-price' | 'gift';
  nights: number;
}

export interface FoundOffers {
  exactMatch: FoundOffer[];
  totalCount: number;
}

/** POST /api/offers.json: one page of the catalogue's offers for the criteria. */
export function searchOffers(api: KyInstance, body: OffersRequestBody, signal?: AbortSignal): Promise<FoundOffers> {
  return api.post(OFFERS_SEARCH_PATH, { json: body, signal }).json<FoundOffers>();
}

/** The same key in the browser and on the server, so a server-rendered list is not asked again. */
export function searchOffersQuery(api: KyInstance, body: OffersRequestBody) {
  return queryOptions({
    queryKey: ['content-offers', body],
    queryFn: ({ signal }) => searchOffers(api, body, signal),
  });
}
