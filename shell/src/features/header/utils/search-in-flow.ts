import type { RouteTarget, Flow } from '@escapade/shared-contracts/routes';

/**
 * The results page's search moved to another flow, by the criteria contract's flow change: the
 * search path with the flow in the query and no page, the criteria the new flow keeps in the hash.
 * The contract (and the date library behind it) is loaded on demand: the header needs it only here.
 */
export async function searchInFlow(location: { search: string; hash: string }, flow: Flow): Promise<RouteTarget> {
  const { changeFlow, parseSearchCriteria, serializeSearchCriteria } = await import(
    /* webpackChunkName: "search-criteria" */ '@escapade/shared-contracts/search-criteria'
  );
  const criteria = changeFlow(parseSearchCriteria({ search: location.search, hash: location.hash }), flow);
  const query = Object.fromEntries(new URLSearchParams(location.search));
  delete query.page;
  delete query.from;
  return { kind: 'search', query: { ...query, flow }, hash: serializeSearchCriteria(criteria).hash };
}
