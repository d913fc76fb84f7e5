import ky from 'ky';
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

export interface SearchMapMarkersRequest {
  apiBase: string;
  /** Built with buildOffersRequest(criteria, { performMapSearch: true, … }). */
  body: OffersRequestBody;
  signal?: AbortSignal;
}

/** POST /api/offers.json with performMapSearch: every matching hotel as a marker, plus the first offers. */
export function searchMapMarkers({ apiBase, body, signal }: SearchMapMarkersRequest): Promise<MapSearchResponse> {
  return ky
    .post(`${apiBase}/api/offers.json`, { json: { ...body, performMapSearch: true }, signal })
    .json<MapSearchResponse>();
}
