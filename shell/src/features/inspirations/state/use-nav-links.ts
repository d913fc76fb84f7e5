import { useMemo } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useShellEnvironment } from '../../../context/shell-environment';
import { useIsHydrated } from '../../../hooks/use-is-hydrated';
import { useIsRouteAvailable } from '../../../hooks/use-route-availability';
import {
  navLinksQuery,
  navTabsQueryKey,
  type GetNavLinksResponse,
  type NavLink,
  type ThemeOfTheWeek,
} from '../api/get-nav-links';
import { isNavTargetAvailable, visibleNavLinks } from '../utils/visible-nav-links';

/** 'loading' also stands for a failed load: either way the header shows without the menus. */
export type NavLinksState =
  { status: 'loading' } | { status: 'ready'; links: NavLink[]; themeOfTheWeek?: ThemeOfTheWeek };

const LOADING: NavLinksState = { status: 'loading' };

/**
 * The header's navigation tree, loaded once per page load; links to switched-off pages are left
 * out. A failure is not reported: navigation is an extra, the header, search and pages work without it.
 * A page the server drew comes with the tabs alone (navTabsOf), which its first draw shows; the
 * browser asks the whole tree once the shopper comes near the menus (`wanted`: pointer or focus in
 * the header), so a page's start does no work for menus nobody opens. A header without menus
 * (`shown` false: the checkout's) asks nothing.
 */
export function useNavLinks({ shown, wanted }: { shown: boolean; wanted: boolean }): NavLinksState {
  const { api, locale, reportError } = useShellEnvironment();
  const isRouteAvailable = useIsRouteAvailable();
  const isHydrated = useIsHydrated();
  const { data: tabs } = useQuery<GetNavLinksResponse>({ queryKey: navTabsQueryKey(locale), queryFn: skipToken });
  // Without the server's tabs (a page the browser drew), the tree is asked at once: it draws the tabs.
  const { data: tree } = useQuery({
    ...navLinksQuery(api, { locale, reportMalformed: (error) => reportError(error, 'nav-links') }),
    enabled: isHydrated && shown && (wanted || tabs === undefined),
  });
  const answer = tree ?? tabs;

  return useMemo(() => {
    if (!answer) return LOADING;
    const themeOfTheWeek =
      answer.themeOfTheWeek && isNavTargetAvailable(answer.themeOfTheWeek.target, isRouteAvailable)
        ? answer.themeOfTheWeek
        : undefined;
    return {
      status: 'ready',
      links: visibleNavLinks(answer.links, isRouteAvailable),
      ...(themeOfTheWeek ? { themeOfTheWeek } : {}),
    };
  }, [answer, isRouteAvailable]);
}
