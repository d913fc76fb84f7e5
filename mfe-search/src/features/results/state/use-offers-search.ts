import { useDeferredValue, useMemo } from 'react';
import { hashKey, useQuery } from '@tanstack/react-query';
import { offersSearchRequest } from '@escapade/shared-contracts/offers-search-request';
import type { SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { useApiClient } from '../../../context/api-client';
import { useRemoteProps } from '../../../context/remote-props';
import { useOnNewValue } from '../../../hooks/use-on-new-value';
import { useSearchAgain } from '../../../hooks/use-search-again';
import type { SearchOffersResponse } from '../../../utils/search-offers-answer';
import { offersSearchQuery } from '../api/search-offers';

export interface OffersSearch {
  status: 'loading' | 'error' | 'success';
  /** The answer for the criteria; null while it loads and after a failure. */
  response: SearchOffersResponse | null;
  /** The answer as soon as it is in the cache, before the deferred render that draws it. */
  arriving: SearchOffersResponse | null;
  retry(): void;
}

/**
 * Runs the search for the criteria. The request is the key: a URL change that does not change the
 * search fetches nothing, and neither does a mount that finds the answer in the cache. `onSearched`
 * runs once per search answered (not again for a refetch of the same search, but again when the
 * shopper searches the same criteria again). `enabled` false (the activity flow, which has its own
 * list) runs nothing.
 */
export function useOffersSearch(
  criteria: SearchCriteria,
  onSearched?: (response: SearchOffersResponse) => void,
  { enabled = true }: { enabled?: boolean } = {},
): OffersSearch {
  const api = useApiClient();
  const { locale, reportError } = useRemoteProps();
  const request = useMemo(() => offersSearchRequest(criteria, locale), [criteria, locale]);
  const search = offersSearchQuery(api, request);
  const query = useQuery({ ...search, enabled });
  const repeats = useSearchAgain(
    search.queryKey,
    (submitted) => offersSearchQuery(api, offersSearchRequest(submitted, locale)).queryKey,
    enabled,
  );

  useOnNewValue(query.error, (error) => reportError(error, 'mfe-search/search-offers'));
  const answered = query.data ? `${hashKey(search.queryKey)}#${repeats}` : null;
  useOnNewValue(answered, () => {
    if (query.data) onSearched?.(query.data);
  });

  // The answer arrives as a store update React draws at once; the page it fills (a grid of cards)
  // is drawn as a deferred render instead, in slices, so a tap meanwhile is answered. An answer
  // already there when the page mounts (the early search's) is drawn the same way: the first render
  // stays light (placeholders, with the answer's photos), the cards come in the deferred one.
  const shown = useDeferredValue(query.data ?? null, null);
  return {
    // Data of this search stays on screen even when a later refetch of it fails.
    status: shown ? 'success' : query.isError ? 'error' : 'loading',
    response: shown,
    arriving: query.data ?? null,
    retry: () => void query.refetch(),
  };
}
