import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useShellEnvironment } from '../../app/shell-environment';
import { matchRoute } from './route-table';

/** Spec: scroll to top on path change, except on search and static pages (they keep their place). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const { locale } = useShellEnvironment();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const kind = matchRoute(locale, pathname)?.kind;
    if (kind === 'search' || kind === 'staticPage') return;
    window.scrollTo(0, 0);
  }, [locale, pathname]);
  return null;
}
