import { useCallback, useEffect, useState } from 'react';
import type { OffersRequestBody } from '@escapade/shared-contracts/offers-request';
import { useRemoteProps } from '../../../context/remote-props';
import { searchMapMarkers, type MapSearchResponse } from '../api/search-map-markers';

export type MapSearchState =
  { status: 'idle' } | { status: 'loading' } | { status: 'error' } | { status: 'success'; response: MapSearchResponse };

/**
 * The markers of the search, fetched when the map opens (in parallel with the map's code) and
 * again when the search changes. The request key is the JSON body.
 */
export function useMapSearch(requestKey: string, enabled: boolean): { state: MapSearchState; retry(): void } {
  const { apiBase, reportError } = useRemoteProps();
  const [state, setState] = useState<MapSearchState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    searchMapMarkers({ apiBase, body: JSON.parse(requestKey) as OffersRequestBody, signal: controller.signal })
      .then((response) => {
        if (!controller.signal.aborted) setState({ status: 'success', response });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error' });
        reportError(error, 'mfe-search/map-markers');
      });
    return () => controller.abort();
  }, [apiBase, requestKey, enabled, attempt, reportError]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
