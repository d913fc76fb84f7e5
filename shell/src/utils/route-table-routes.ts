import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { AddressedRouteKind } from '@escapade/shared-contracts/routes';
import { routePatterns } from './route-table';

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
