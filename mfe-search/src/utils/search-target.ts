import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { serializeSearchCriteria, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';

export type SearchRouteKind = 'search' | 'activitySearch';

/**
 * The results page for criteria: the criteria in the hash, the flow (and the page after the first)
 * in the query. The `from` marker is never written back: it belongs to the search bar.
 */
export function searchTargetFor(kind: SearchRouteKind, criteria: SearchCriteria): RouteTarget {
  const query: Record<string, string> = { flow: criteria.flow };
  if (criteria.page > 0) query.page = String(criteria.page);
  return { kind, query, hash: serializeSearchCriteria(criteria).hash };
}

/** True when two targets lead to the same address. */
export function sameTarget(a: RouteTarget, b: RouteTarget): boolean {
  return (
    a.kind === b.kind &&
    a.hash === b.hash &&
    new URLSearchParams(a.query).toString() === new URLSearchParams(b.query).toString()
  );
}
