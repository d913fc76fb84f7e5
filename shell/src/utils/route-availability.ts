import type { Flags } from '@escapade/shared-contracts/lifecycle';
import { isRemoteEnabled } from '@escapade/shared-contracts/registry';
import {
  REMOTE_FOR_ROUTE,
  type CurrentRoute,
  type RemoteName,
  type RouteKind,
} from '@escapade/shared-contracts/routes';
import type { ShellEnvironment } from '../context/shell-environment';
import { flowFromSearch } from './current-route';

type BooleanFlag = { [K in keyof Flags]: Flags[K] extends boolean ? K : never }[keyof Flags];

/**
 * Route kinds that a feature toggle also switches off (a box's own /box/{sku} page only when the
 * boxes toggle is on, the customer area only when the customer account toggle is…). The boxes
 * listing is always there: its cards lead to the readable box page when the toggle is off.
 */
export const ROUTE_FLAGS: Readonly<Partial<Record<RouteKind, BooleanFlag>>> = {
  giftBox: 'boxes',
  activityOnly: 'activityOnly',
  activitySearch: 'activitySearch',
  signIn: 'customerAccount',
  signUp: 'customerAccount',
  accountProfile: 'customerAccount',
  accountTrips: 'customerAccount',
  accountWishlist: 'customerAccount',
};

/** True when the registry switches the remote on for this site's locale. */
export function isRemoteEnabledOnSite(
  environment: Pick<ShellEnvironment, 'registry' | 'locale'>,
  remote: RemoteName,
): boolean {
  return isRemoteEnabled(environment.registry, remote, environment.locale);
}

/** True when a page of this kind can be shown here: its remote is on and no toggle hides it. */
export function isRouteAvailable(
  environment: Pick<ShellEnvironment, 'registry' | 'locale' | 'flags'>,
  kind: RouteKind,
): boolean {
  const flag = ROUTE_FLAGS[kind];
  if (flag && !environment.flags[flag]) return false;
  return isRemoteEnabledOnSite(environment, REMOTE_FOR_ROUTE[kind]);
}

/**
 * The route a page is handed. The activity flow belongs to the activity search: where that page is
 * off (its toggle, or its remote), a results page asked for it in the query (`/recherche?flow=activity`)
 * is the booking flow's search of the same place instead of a list of activities. Not a redirect:
 * the shell's routes have none on the server, and the remote's own links then carry the booking flow.
 */
export function routeWithAvailableFlow(
  environment: Pick<ShellEnvironment, 'registry' | 'locale' | 'flags'>,
  route: CurrentRoute,
): CurrentRoute {
  if (route.kind !== 'search' || flowFromSearch(route.search) !== 'activity') return route;
  if (isRouteAvailable(environment, 'activitySearch')) return route;
  const query = new URLSearchParams(route.search);
  query.set('flow', 'booking');
  return { ...route, search: query.toString() };
}
