import { useEffect, useState } from 'react';
import { useShellEnvironment } from '../../../context/shell-environment';
import { useIsRouteAvailable } from '../../../hooks/use-route-availability';
import { getNavLinks, type NavLink, type ThemeOfTheWeek } from '../api/get-nav-links';
import { isNavTargetAvailable, visibleNavLinks } from '../utils/visible-nav-links';

/** 'loading' also stands for a failed load: either way the header shows without the menus. */
export type NavLinksState =
  { status: 'loading' } | { status: 'ready'; links: NavLink[]; themeOfTheWeek?: ThemeOfTheWeek };

/** The header's navigation tree, loaded once per page; links to switched-off pages are left out. */
export function useNavLinks(): NavLinksState {
  const { apiBase, locale, reportError } = useShellEnvironment();
  const isRouteAvailable = useIsRouteAvailable();
  const [state, setState] = useState<NavLinksState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    getNavLinks({ apiBase, locale, reportMalformed: (error) => reportError(error, 'nav-links') }).then(
      (answer) => {
        if (!current) return;
        const themeOfTheWeek =
          answer.themeOfTheWeek && isNavTargetAvailable(answer.themeOfTheWeek.target, isRouteAvailable)
            ? answer.themeOfTheWeek
            : undefined;
        setState({
          status: 'ready',
          links: visibleNavLinks(answer.links, isRouteAvailable),
          ...(themeOfTheWeek ? { themeOfTheWeek } : {}),
        });
      },
      // Navigation is an extra: without it the header, search and pages keep working.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [apiBase, locale, isRouteAvailable, reportError]);

  return state;
}
