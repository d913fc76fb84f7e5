import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useShellEnvironment } from '../../../context/shell-environment';
import { useCurrentRoute } from '../../../hooks/use-current-route';

/**
 * Emits a `page_view` on the bus for each page the visitor opens: on the first render and on every
 * change of path or query. Hash changes are the search criteria moving, not a new page.
 */
export function PageViewTracker() {
  const { pathname, search } = useLocation();
  const { bus } = useShellEnvironment();
  const kind = useCurrentRoute()?.kind ?? 'notFound';
  // One view per page even when React runs the effect twice (StrictMode) or re-renders.
  const lastTracked = useRef<string | null>(null);

  useEffect(() => {
    const page = `${pathname}${search}`;
    if (lastTracked.current === page) return;
    lastTracked.current = page;
    bus.emit('tracking:event', {
      name: 'page_view',
      params: { page_path: pathname, page_kind: kind, ...(search ? { page_query: search.slice(1) } : {}) },
    });
  }, [bus, kind, pathname, search]);
  return null;
}
