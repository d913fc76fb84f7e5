import { useMemo } from 'react';
import { hashKey, useQuery } from '@tanstack/react-query';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { OffersRequestBody } from '@escapade/shared-contracts/offers-request';
import { buildOffersRequest, ITEMS_PER_PAGE, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { useApiClient } from '../../../context/api-client';
import { useRemoteProps } from '../../../context/remote-props';
import { useOnNewValue } from '../../../hooks/use-on-new-value';
import type { SearchOffersResponse } from '../../../utils/search-offers-answer';
import { offersSearchQuery } from '../api/search-offers';

export interface OffersSearch {
  status: 'loading' | 'error' | 'success';
  /** The answer for the criteria; null while it loads and after a failure. */
  response: SearchOffersResponse | null;
  retry(): void;
}

const inOrder = <T extends string | number>(values: readonly T[]): T[] => [...values].sort();

/**
 * The results page's request for the criteria. The lists of the URL are sorted first: stars=5,4
 * is the same search as stars=4,5, so it is one entry of the cache and asks nothing more. Neither
 * does the search bar's origin marker, which is not part of the request.
 */
export function offersSearchRequest(criteria: SearchCriteria, locale: Locale): OffersRequestBody {
  const sameLists: SearchCriteria = {
    ...criteria,
    stars: inOrder(criteria.stars),
    facilities: inOrder(criteria.facilities),
    tags: inOrder(criteria.tags),
    hotelTypes: inOrder(criteria.hotelTypes),
    hotelEnvironments: inOrder(criteria.hotelEnvironments),
    hotelStyles: inOrder(criteria.hotelStyles),
  };
  return buildOffersRequest(sameLists, { locale, limit: ITEMS_PER_PAGE, page: criteria.page });
}

/**
 * Runs the search for the criteria. The request is the key: a URL change that does not change the
 * search fetches nothing, and neither does a mount that finds the answer in the cache. `onSearched`
 * runs once per search answered (not again for a refetch of the same search). `enabled` false (the
 * activity flow, which has its own list) runs nothing.
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

  useOnNewValue(query.error, (error) => reportError(error, 'mfe-search/search-offers'));
  const answered = query.data ? hashKey(search.queryKey) : null;
  useOnNewValue(answered, () => {
    if (query.data) onSearched?.(query.data);
  });

  return {
    // Data of this search stays on screen even when a later refetch of it fails.
    status: query.data ? 'success' : query.isError ? 'error' : 'loading',
    response: query.data ?? null,
    retry: () => void query.refetch(),
  };
}
