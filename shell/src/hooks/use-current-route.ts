import { useLocation } from 'react-router-dom';
import { useShellEnvironment } from '../context/shell-environment';
import type { MatchedRoute } from '../utils/route-table';
import { matchShellRoute } from '../utils/route-table-routes';

/**
 * The kind (and id) of the page the router shows, matched against the same route table it
 * renders; null on the 404 page. react-router decodes the id as `hrefFor` encoded it.
 */
export function useCurrentRoute(): MatchedRoute | null {
  const { pathname } = useLocation();
  const { locale } = useShellEnvironment();
  return matchShellRoute(locale, pathname);
}
