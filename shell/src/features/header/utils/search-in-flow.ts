import type { RouteTarget, Flow } from '@escapade/shared-contracts/routes';

/** The search pages the toggle carries a search from: the stays results and the activity list. */
export type SearchPageKind = 'search' | 'activitySearch';

/**
 * The flow a search page shows: the query's flow, except that the activity list is the activity
 * flow whenever it does not sell activities as gifts (it may be reached without any flow).
 */
export function flowShownOn(page: SearchPageKind, queryFlow: Flow): Flow {
  if (page === 'activitySearch' && queryFlow !== 'gifting') return 'activity';
  return queryFlow;
}

/**
 * A search page's search moved to another flow, by the criteria contract's flow change: the stays
 * search path with the flow in the query and no page, the criteria the new flow keeps in the hash
 * (leaving the activity flow keeps only the place and the dates).
 * The contract (and the date library behind it) is loaded on demand: the header needs it only here.
 */
export async function searchInFlow(
  location: { search: string; hash: string },
  flow: Flow,
  shown: Flow,
): Promise<RouteTarget> {
  const { changeFlow, parseSearchCriteria, serializeSearchCriteria } = await import(
    /* webpackChunkName: "search-criteria" */ '@escapade/shared-contracts/search-criteria'
  );
  const query = Object.fromEntries(new URLSearchParams(location.search));
  const current = parseSearchCriteria({
    search: `?${new URLSearchParams({ ...query, flow: shown })}`,
    hash: location.hash,
  });
  const criteria = changeFlow(current, flow);
  delete query.page;
  delete query.from;
  return { kind: 'search', query: { ...query, flow }, hash: serializeSearchCriteria(criteria).hash };
}
