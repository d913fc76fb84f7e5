import { useMatches } from 'react-router-dom';
import type { MatchedRoute } from '../utils/route-table';
import { isShellRouteHandle } from '../utils/route-table-routes';

/**
 * The kind (and id) of the page the router matched, read from the matched route's handle; null on
 * the 404 page. react-router decodes the id as `hrefFor` encoded it.
 */
export function useCurrentRoute(): MatchedRoute | null {
  const matches = useMatches();
  for (const match of matches) {
    if (!isShellRouteHandle(match.handle)) continue;
    const id = match.params.id;
    return id === undefined ? { kind: match.handle.kind } : { kind: match.handle.kind, id };
  }
  return null;
}
