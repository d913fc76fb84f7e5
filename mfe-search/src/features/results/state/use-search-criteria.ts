import { useCallback, useMemo } from 'react';
import { parseSearchCriteria, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { useRemoteProps } from '../../../context/remote-props';
import { sameTarget, searchTargetFor, type SearchRouteKind } from '../../../utils/search-target';

/** The criteria of the current URL and the kind of results page showing them. */
export function useSearchCriteria(): { criteria: SearchCriteria; kind: SearchRouteKind } {
  const { route } = useRemoteProps();
  const kind: SearchRouteKind = route.kind === 'activitySearch' ? 'activitySearch' : 'search';
  const criteria = useMemo(
    () => parseSearchCriteria({ hash: route.hash, search: route.search }),
    [route.hash, route.search],
  );
  return { criteria, kind };
}

/** Moves to the results of other criteria (a filter, sort or theme change); nothing when they are the same. */
export function useApplyCriteria(): (next: SearchCriteria) => void {
  const { navigate } = useRemoteProps();
  const { criteria, kind } = useSearchCriteria();
  return useCallback(
    (next: SearchCriteria) => {
      const target = searchTargetFor(kind, next);
      if (sameTarget(target, searchTargetFor(kind, criteria))) return;
      navigate(target);
    },
    [navigate, kind, criteria],
  );
}
