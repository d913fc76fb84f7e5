import type { OffersRequestBody } from '@escapade/shared-contracts/offers-request';
import { useRemoteProps } from '../../../context/remote-props';
import { useRemoteData } from '../../../hooks/use-remote-data';
import { searchMapMarkers, type MapSearchResponse } from '../api/search-map-markers';

export type MapSearchState =
  { status: 'idle' } | { status: 'loading' } | { status: 'error' } | { status: 'success'; response: MapSearchResponse };

/**
 * The markers of the search, fetched when the map opens (in parallel with the map's code) and
 * again when the search changes. The request key is the JSON body.
 */
export function useMapSearch(requestKey: string, enabled: boolean): { state: MapSearchState; retry(): void } {
  const { apiBase, reportError } = useRemoteProps();
  const search = useRemoteData(
    enabled ? requestKey : null,
    (signal) => searchMapMarkers({ apiBase, body: JSON.parse(requestKey) as OffersRequestBody, signal }),
    (error) => reportError(error, 'mfe-search/map-markers'),
  );
  const state: MapSearchState =
    search.status === 'success'
      ? { status: 'success', response: search.data }
      : search.status === 'loading'
        ? { status: 'loading' }
        : { status: search.status };
  return { state, retry: search.retry };
}
