import { useQuery } from '@tanstack/react-query';
import type { OffersRequestBody } from '@escapade/shared-contracts/offers-request';
import { useApiClient } from '../../../context/api-client';
import { useRemoteProps } from '../../../context/remote-props';
import { useOnNewValue } from '../../../hooks/use-on-new-value';
import { mapMarkersQuery, type MapSearchResponse } from '../api/search-map-markers';

export type MapSearchState =
  { status: 'idle' } | { status: 'loading' } | { status: 'error' } | { status: 'success'; response: MapSearchResponse };

/**
 * The markers of the search, fetched when the map opens (in parallel with the map's code) and
 * again when the search changes; the map opened again on the same search shows them at once.
 */
export function useMapSearch(request: OffersRequestBody, enabled: boolean): { state: MapSearchState; retry(): void } {
  const api = useApiClient();
  const { reportError } = useRemoteProps();
  const search = useQuery({ ...mapMarkersQuery(api, request), enabled });
  useOnNewValue(search.error, (error) => reportError(error, 'mfe-search/map-markers'));
  const state: MapSearchState = !enabled
    ? { status: 'idle' }
    : search.data
      ? { status: 'success', response: search.data }
      : search.isError
        ? { status: 'error' }
        : { status: 'loading' };
  return { state, retry: () => void search.refetch() };
}
