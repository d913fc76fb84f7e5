import type { ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { AddressedRouteKind } from '@escapade/shared-contracts/routes';
import { routePatterns, type MatchedRoute } from './route-table';

/** What each page route carries for the frame around it: the kind of page it shows. */
export interface ShellRouteHandle {
  kind: AddressedRouteKind;
}

export function isShellRouteHandle(handle: unknown): handle is ShellRouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as ShellRouteHandle).kind === 'string';
}

export interface RouteTableElements {
  page(kind: AddressedRouteKind): ReactNode;
  notFound: ReactNode;
}

/**
 * The route table as react-router routes for a locale: one case-sensitive route per kind, whose
 * `handle` tells the header, footer, banners and trackers which page the router matched, and a
 * catch-all for the 404 page.
 */
export function routeTableRoutes(locale: Locale, elements: RouteTableElements): RouteObject[] {
  return [
    ...routePatterns(locale).map(({ kind, pattern }): RouteObject => ({
      path: pattern,
      caseSensitive: true,
      handle: { kind } satisfies ShellRouteHandle,
      element: elements.page(kind),
    })),
    { path: '*', element: elements.notFound },
  ];
}

/** The route table of each locale without elements, made once: what `matchShellRoute` matches against. */
const matchingRoutes = new Map<Locale, RouteObject[]>();

function matchingRoutesOf(locale: Locale): RouteObject[] {
  let routes = matchingRoutes.get(locale);
  if (!routes) {
    routes = routeTableRoutes(locale, { page: () => null, notFound: null });
    matchingRoutes.set(locale, routes);
  }
  return routes;
}

/** The last address matched: every part of the frame asks for the same one on each render. */
let lastMatch: { locale: Locale; pathname: string; route: MatchedRoute | null } | null = null;

/**
 * The kind (and id) react-router matches for a pathname on a locale's site, with the router's own
 * matching rules (case, trailing slash, decoding); null for the 404 page.
 */
export function matchShellRoute(locale: Locale, pathname: string): MatchedRoute | null {
  if (lastMatch?.locale === locale && lastMatch.pathname === pathname) return lastMatch.route;
  let route: MatchedRoute | null = null;
  for (const match of matchRoutes(matchingRoutesOf(locale), pathname) ?? []) {
    if (!isShellRouteHandle(match.route.handle)) continue;
    const id = match.params.id;
    route = id === undefined ? { kind: match.route.handle.kind } : { kind: match.route.handle.kind, id };
    break;
  }
  lastMatch = { locale, pathname, route };
  return route;
}
