import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useAtom } from 'jotai';
import type { Locale } from '@escapade/shared-contracts/locales';
import {
  buildOffersRequest,
  ITEMS_PER_PAGE,
  sameSearch,
  type SearchCriteria,
} from '@escapade/shared-contracts/search-criteria';
import type { OffersRequestBody } from '@escapade/shared-contracts/offers-request';
import { useRemoteProps } from '../../../context/remote-props';
import type { SearchOffersResponse } from '../../../utils/search-offers-answer';
import { searchOffers } from '../api/search-offers';
import { offersSearchAtom, type OffersSearchState } from './offers-search-atom';

export interface OffersSearch {
  state: OffersSearchState;
  retry(): void;
}

/**
 * The data already loaded answers these criteria — the same search (the
 * contract's sameSearch: checkout = checkin + nights, lists as sets, page and origin marker aside),
 * the same page and locale — so no search is needed.
 */
export function loadedDataMatches(state: OffersSearchState, criteria: SearchCriteria, locale: Locale): boolean {
  return (
    state.status === 'success' &&
    state.criteria !== undefined &&
    state.locale === locale &&
    state.criteria.page === criteria.page &&
    sameSearch(state.criteria, criteria)
  );
}

/**
 * Runs the search for the criteria and keeps its state in the mount's store. The request body is
 * the key: a URL change that does not change the search (the `from` marker going away) fetches
 * nothing, and neither does a mount that finds matching data in the store. `enabled` false (the
 * activity flow, which has its own list) runs nothing.
 */
export function useOffersSearch(
  criteria: SearchCriteria,
  onSearched?: (response: SearchOffersResponse) => void,
  { enabled = true }: { enabled?: boolean } = {},
): OffersSearch {
  const { apiBase, locale, reportError } = useRemoteProps();
  const [state, setState] = useAtom(offersSearchAtom);
  const [attempt, setAttempt] = useState(0);
  const requestKey = useMemo(
    () => JSON.stringify(buildOffersRequest(criteria, { locale, limit: ITEMS_PER_PAGE, page: criteria.page })),
    [criteria, locale],
  );
  // Read when the effect runs or the answer comes, without being a reason to search again.
  const currentSearch = useEffectEvent(() => ({ state, criteria }));
  const searched = useEffectEvent((response: SearchOffersResponse) => onSearched?.(response));
  const reportFailure = useEffectEvent((error: unknown) => reportError(error, 'mfe-search/search-offers'));
  const searchedAttempt = useRef(attempt);

  useEffect(() => {
    if (!enabled) return;
    const isRetry = searchedAttempt.current !== attempt;
    searchedAttempt.current = attempt;
    const current = currentSearch();
    if (!isRetry && loadedDataMatches(current.state, current.criteria, locale)) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    searchOffers({ apiBase, body: JSON.parse(requestKey) as OffersRequestBody, signal: controller.signal })
      .then((response) => {
        if (controller.signal.aborted) return;
        setState({ status: 'success', response, criteria: current.criteria, locale });
        searched(response);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', error });
        reportFailure(error);
      });
    return () => controller.abort();
  }, [apiBase, locale, requestKey, attempt, enabled, setState]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
