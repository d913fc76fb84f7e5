import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { RouteKind } from '@escapade/shared-contracts/routes';
import { useCurrentRoute } from '../../../hooks/use-current-route';

/** Pages that manage their own scroll (the results keep their place; the activity search is a search page too). */
export const KINDS_KEEPING_SCROLL: ReadonlySet<RouteKind> = new Set<RouteKind>([
  'search',
  'activitySearch',
  'staticPage',
]);

/**
 * Scrolls to the top when the path changes, except on search and static pages (they keep their
 * place). Hash and query changes never scroll.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const kind = useCurrentRoute()?.kind;
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (kind && KINDS_KEEPING_SCROLL.has(kind)) return;
    window.scrollTo(0, 0);
  }, [kind, pathname]);
  return null;
}
