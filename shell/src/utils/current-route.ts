import { FLOWS, type CurrentRoute, type Flow, type RouteKind } from '@escapade/shared-contracts/routes';

/** The query's `flow`, booking when absent or unknown. */
export function flowFromSearch(search: string): Flow {
  const flow = new URLSearchParams(search).get('flow');
  return (FLOWS as readonly string[]).includes(flow ?? '') ? (flow as Flow) : 'booking';
}

/** The route handed to a remote: its kind, id and the raw location parts (without '?' and '#'). */
export function currentRoute(
  kind: RouteKind,
  id: string | undefined,
  location: { pathname: string; search: string; hash: string },
): CurrentRoute {
  return {
    kind,
    ...(id === undefined ? {} : { id }),
    search: location.search.replace(/^\?/, ''),
    hash: location.hash.replace(/^#/, ''),
    pathname: location.pathname,
  };
}
