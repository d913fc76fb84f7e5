import { useQuery } from '@tanstack/react-query';
import type { MapGridRequest, OffersRequestBody } from '@escapade/shared-contracts/offers-request';
import { useApiClient } from '../../../context/api-client';
import { useRemoteProps } from '../../../context/remote-props';
import { useOnNewValue } from '../../../hooks/use-on-new-value';
import { mapCellsQuery, type MapSearchResponse } from '../api/search-map-cells';

export type MapSearchState =
  { status: 'idle' } | { status: 'loading' } | { status: 'error' } | { status: 'success'; response: MapSearchResponse };

/**
 * The hotels of the search on the map's grid, fetched when the map opens (in parallel with the
 * map's code) and again when the search or the view changes; the map opened again on the same
 * search and view shows them at once.
 */
export function useMapSearch(
  request: OffersRequestBody,
  grid: MapGridRequest,
  enabled: boolean,
): { state: MapSearchState; retry(): void } {
  const api = useApiClient();
  const { reportError } = useRemoteProps();
  const search = useQuery({ ...mapCellsQuery(api, request, grid), enabled });
  useOnNewValue(search.error, (error) => reportError(error, 'mfe-search/map-cells'));
  const state: MapSearchState = !enabled
    ? { status: 'idle' }
    : search.data
      ? { status: 'success', response: search.data }
      : search.isError
        ? { status: 'error' }
        : { status: 'loading' };
  return { state, retry: () => void search.refetch() };
}
