import { useMemo } from 'react';
import { hashKey, useQuery } from '@tanstack/react-query';
import type { SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { useApiClient } from '../../../context/api-client';
import { useRemoteProps } from '../../../context/remote-props';
import { useOnNewValue } from '../../../hooks/use-on-new-value';
import { useSearchAgain } from '../../../hooks/use-search-again';
import { activitySearchQuery, type ActivitySearchResponse } from '../api/search-activities';
import { buildActivitySearchRequest } from '../utils/activity-request';

export type ActivitySearchState =
  { status: 'loading' } | { status: 'error' } | { status: 'success'; response: ActivitySearchResponse };

/**
 * Runs the activity search for the criteria; the request body is the key (a URL change that does
 * not change it fetches nothing, but the shopper searching the same criteria again does). The list
 * is tracked once per search answered.
 */
export function useActivitySearch(criteria: SearchCriteria): { state: ActivitySearchState; retry(): void } {
  const api = useApiClient();
  const { locale, reportError, bus, route, navigate } = useRemoteProps();
  const body = useMemo(() => buildActivitySearchRequest(criteria, locale), [criteria, locale]);
  const search = activitySearchQuery(api, body);
  const query = useQuery(search);
  const repeats = useSearchAgain(
    search.queryKey,
    (submitted) =>
      // The activity list searches the activity flow's criteria, whatever flow the box names.
      activitySearchQuery(api, buildActivitySearchRequest({ ...submitted, flow: 'activity' }, locale)).queryKey,
  );

  useOnNewValue(query.error, (error) => reportError(error, 'mfe-search/search-activities'));
  useOnNewValue(query.data ? `${hashKey(search.queryKey)}#${repeats}` : null, () => {
    if (!query.data) return;
    // The search-bar origin marker leaves the URL once its search has run.
    const routeQuery = new URLSearchParams(route.search);
    if (routeQuery.has('from')) {
      routeQuery.delete('from');
      navigate({ kind: route.kind, query: Object.fromEntries(routeQuery), hash: route.hash }, { replace: true });
    }
    const { participants } = body.criteria;
    bus.emit('tracking:event', {
      name: 'view_item_list',
      items: query.data.hotels
        .flatMap((group) => group.packages)
        .map((activity, index) => {
          const entry =
            activity.prices.find((price) => price.paxComposition.adults === participants) ?? activity.prices[0];
          return {
            item_id: String(activity.id),
            item_name: activity.label,
            item_category: 'activity' as const,
            quantity: participants,
            price: (entry?.sellPrice ?? 0) / 100,
            index,
          };
        }),
      params: { item_list_name: 'activity_results' },
    });
  });

  const state: ActivitySearchState = query.data
    ? { status: 'success', response: query.data }
    : query.isError
      ? { status: 'error' }
      : { status: 'loading' };
  return { state, retry: () => void query.refetch() };
}
