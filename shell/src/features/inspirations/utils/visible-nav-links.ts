import type { RouteKind } from '@escapade/shared-contracts/routes';
import type { NavLink } from '../api/get-nav-links';

/**
 * Whether a link's page is on here. Gifting is sold through mfe-gift's set-up, so with gift pages
 * switched off the gifting searches go too.
 */
export function isNavTargetAvailable(
  target: NavLink['target'],
  isRouteAvailable: (kind: RouteKind) => boolean,
): boolean {
  return isRouteAvailable(target.kind) && (target.query?.flow !== 'gifting' || isRouteAvailable('giftSetup'));
}

/** The tree without the links whose pages are switched off here (remote off, toggle off), nor their children. */
export function visibleNavLinks(links: readonly NavLink[], isRouteAvailable: (kind: RouteKind) => boolean): NavLink[] {
  return links
    .filter((link) => isNavTargetAvailable(link.target, isRouteAvailable))
    .map((link) => ({ ...link, children: visibleNavLinks(link.children, isRouteAvailable) }));
}

/**
 * Levels 3 and 4 of the menu are laid out in columns from 15 items on, so long lists stay in view
 * (level 1 is a tab's list, level 2 the list under one of its items…).
 */
export const NAV_COLUMNS_THRESHOLD = 15;

export function usesColumns(level: number, itemCount: number): boolean {
  return level >= 3 && itemCount >= NAV_COLUMNS_THRESHOLD;
}
