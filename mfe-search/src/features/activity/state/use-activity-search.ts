import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useAtom } from 'jotai';
import type { SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { useRemoteProps } from '../../../context/remote-props';
import { searchActivities, type ActivitySearchRequestBody } from '../api/search-activities';
import { buildActivitySearchRequest } from '../utils/activity-request';
import { activitySearchAtom, type ActivitySearchState } from './activity-search-atom';

/** Runs the activity search for the criteria; the request body is the key (a URL change that does not change it fetches nothing). */
export function useActivitySearch(criteria: SearchCriteria): { state: ActivitySearchState; retry(): void } {
  const { apiBase, locale, reportError, bus } = useRemoteProps();
  const [state, setState] = useAtom(activitySearchAtom);
  const [attempt, setAttempt] = useState(0);
  const requestKey = useMemo(() => JSON.stringify(buildActivitySearchRequest(criteria, locale)), [criteria, locale]);
  const emitTracking = useEffectEvent((event: Parameters<typeof bus.emit<'tracking:event'>>[1]) =>
    bus.emit('tracking:event', event),
  );
  const reportFailure = useEffectEvent((error: unknown) => reportError(error, 'mfe-search/search-activities'));

  useEffect(() => {
    const controller = new AbortController();
    const body = JSON.parse(requestKey) as ActivitySearchRequestBody;
    setState({ status: 'loading' });
    searchActivities({ apiBase, body, signal: controller.signal })
      .then((response) => {
        if (controller.signal.aborted) return;
        setState({ status: 'success', response });
        const participants = body.criteria.participants;
        emitTracking({
          name: 'view_item_list',
          items: response.hotels
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
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error' });
        reportFailure(error);
      });
    return () => controller.abort();
  }, [apiBase, requestKey, attempt, setState]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
