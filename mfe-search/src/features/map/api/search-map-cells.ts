import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { MapGridRequest, OffersRequestBody } from '@escapade/shared-contracts/offers-request';
import type { OfferPriceType, SearchOffer, SearchDetails } from '../../../utils/search-offers-answer';

/** A hotel on the map (api README "POST /api/offers.json", `mapCells`). */
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

/** [west, south, east, north] in degrees. */
export type GeoExtent = [number, number, number, number];

/** The matching hotels in one cell of the grid over the map in view. */
export interface MapCell {
  count: number;
  /** Their mean position (the hotel's own when it is alone). */
  lat: number;
  lng: number;
  /** The box around them: a click on the cell zooms to it. */
  extent: GeoExtent;
  /** The best of them in the results: its pin when it is alone, its entry in the list. */
  best: MapMarker;
}

export interface MapSearchResponse {
  exactMatch: SearchOffer[];
  totalCount: number;
  searchDetails: SearchDetails;
  /** Every hotel the search matches, in view or not. */
  mapHotelCount: number;
  /** The box around every matching hotel; null when none matches. */
  mapExtent: GeoExtent | null;
  /** The cells in view with hotels, in the order of their best hotel in the results. */
  mapCells: MapCell[];
}

/**
 * POST /api/offers.json with a map grid: the matching hotels gathered into the grid's cells over
 * the map in view (over all of them when the map has no view yet), plus the first offers. However
 * many hotels match, the answer holds at most one entry per cell.
 */
export function searchMapCells(
  api: KyInstance,
  body: OffersRequestBody,
  grid: MapGridRequest,
  signal?: AbortSignal,
): Promise<MapSearchResponse> {
  return api.post('api/offers.json', { json: { ...body, mapGrid: grid }, signal }).json<MapSearchResponse>();
}

export function mapCellsQuery(api: KyInstance, body: OffersRequestBody, grid: MapGridRequest) {
  const search = JSON.stringify(body);
  return queryOptions({
    queryKey: ['map-cells', body, grid] as const,
    queryFn: ({ signal }) => searchMapCells(api, body, grid, signal),
    // Moving the map keeps the cells on screen until those of the new view come; another search
    // starts from nothing rather than show the last one's hotels.
    placeholderData: (previous, previousQuery) =>
      previousQuery && JSON.stringify(previousQuery.queryKey[1]) === search ? keepPreviousData(previous) : undefined,
  });
}
