import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAtom } from 'jotai';
import { buildOffersRequest, ITEMS_PER_PAGE, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import type { OffersRequestBody } from '@escapade/shared-contracts/offers-request';
import { useRemoteProps } from '../../../remote-props';
import { searchOffers, type SearchOffersResponse } from '../api/search-offers';
import { offersSearchAtom, type OffersSearchState } from './offers-search-atom';

export interface OffersSearch {
  state: OffersSearchState;
  retry(): void;
}

/**
 * Runs the search for the criteria and keeps its state in the mount's store. The request body is
 * the key: a URL change that does not change the search (the `from` marker going away) fetches nothing.
 */
export function useOffersSearch(criteria: SearchCriteria, onSearched?: (response: SearchOffersResponse) => void): OffersSearch {
  const { apiBase, locale, reportError } = useRemoteProps();
  const [state, setState] = useAtom(offersSearchAtom);
  const [attempt, setAttempt] = useState(0);
  const requestKey = useMemo(
    () => JSON.stringify(buildOffersRequest(criteria, { locale, limit: ITEMS_PER_PAGE, page: criteria.page })),
    [criteria, locale],
  );
  // Callbacks of the latest render, read when the answer comes, without being a reason to search again.
  const latest = useRef({ onSearched, reportError });
  latest.current = { onSearched, reportError };

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    searchOffers({ apiBase, body: JSON.parse(requestKey) as OffersRequestBody, signal: controller.signal })
      .then((response) => {
        if (controller.signal.aborted) return;
        setState({ status: 'success', response });
        latest.current.onSearched?.(response);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', error });
        latest.current.reportError(error, 'mfe-search/search-offers');
      });
    return () => controller.abort();
  }, [apiBase, requestKey, attempt, setState]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
