import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { OffersRequestBody } from '@escapade/shared-contracts/offers-request';
import type { OfferPriceType, SearchOffer, SearchDetails } from '../../../utils/search-offers-answer';

/** A hotel on the map (api README "POST /api/offers.json", `mapMarkers`). */
export interface MapMarker {
  /** The hotel id. */
  id: number;
  lat: number;
  lng: number;
  /** Its matching offers, best first. */
  weekendIds: number[];
  /** The hotel's name. */
  label?: string;
  /** Cents, of the first offer. */
  sellPrice?: number | null;
  priceType?: OfferPriceType | null;
}

export interface MapSearchResponse {
  exactMatch: SearchOffer[];
  totalCount: number;
  searchDetails: SearchDetails;
  mapMarkers?: MapMarker[];
}

/**
 * POST /api/offers.json with performMapSearch: every matching hotel as a marker, plus the first
 * offers. `body` is built with buildOffersRequest(criteria, { performMapSearch: true, … }).
 */
export function searchMapMarkers(
  api: KyInstance,
  body: OffersRequestBody,
  signal?: AbortSignal,
): Promise<MapSearchResponse> {
  return api.post('api/offers.json', { json: { ...body, performMapSearch: true }, signal }).json<MapSearchResponse>();
}

export function mapMarkersQuery(api: KyInstance, body: OffersRequestBody) {
  return queryOptions({
    queryKey: ['map-markers', body],
    queryFn: ({ signal }) => searchMapMarkers(api, body, signal),
  });
}
