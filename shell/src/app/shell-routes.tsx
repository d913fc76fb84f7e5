import { useMemo } from 'react';
import { useLocation, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import type { Locale } from '@escapade/shared-contracts/locales';
import { NOT_FOUND_KIND, REMOTE_FOR_ROUTE, type AddressedRouteKind } from '@escapade/shared-contracts/routes';
import { useShellEnvironment } from '../context/shell-environment';
import { RemoteOutlet } from '../features/composition/components/remote-outlet';
import { RemoteUnavailablePanel } from '../features/composition/components/remote-unavailable-panel';
import { NotAvailablePage } from '../features/errors/components/not-available-page';
import { NotFoundPage } from '../features/errors/components/not-found-page';
import { useNotFoundReport } from '../features/errors/state/not-found-report';
import { currentRoute } from '../utils/current-route';
import { isRemoteEnabledOnSite, isRouteAvailable, routeWithAvailableFlow } from '../utils/route-availability';
import { routeTableRoutes } from '../utils/route-table-routes';
import { ShellRoot } from './shell-frame';

function RoutePage({ kind }: { kind: AddressedRouteKind }) {
  const environment = useShellEnvironment();
  const { pathname, search, hash } = useLocation();
  // react-router decodes the id exactly as hrefFor encoded it.
  const { id } = useParams<'id'>();
  const { registry, locale, flags } = environment;
  const route = useMemo(
    () => routeWithAvailableFlow({ registry, locale, flags }, currentRoute(kind, id, { pathname, search, hash })),
    [registry, locale, flags, kind, id, pathname, search, hash],
  );

  if (!environment.registryLoaded) return <RemoteUnavailablePanel onRetry={() => window.location.reload()} />;
  if (!isRouteAvailable(environment, kind)) return <NotAvailablePage />;
  const remote = REMOTE_FOR_ROUTE[kind];
  // Same remote, other kind (search → activity search): one parcel, updated. Other remote: a new one.
  return <RemoteOutlet key={remote} remote={remote} route={route} />;
}

/**
 * Any path no route matches: the content remote's 404 body (suggestions, a search box), or the
 * shell's own plain message when that remote is off or cannot be had. Either way the shell reports
 * the address once per view.
 */
function NotFoundRoute() {
  const environment = useShellEnvironment();
  const { pathname, search, hash } = useLocation();
  useNotFoundReport(environment.api, environment.locale);
  const route = useMemo(
    () => currentRoute(NOT_FOUND_KIND, undefined, { pathname, search, hash }),
    [pathname, search, hash],
  );
  const remote = REMOTE_FOR_ROUTE[NOT_FOUND_KIND];
  if (!environment.registryLoaded || !isRemoteEnabledOnSite(environment, remote)) return <NotFoundPage />;
  return <RemoteOutlet key={remote} remote={remote} route={route} fallback={<NotFoundPage />} />;
}

/** The frame as the root route; the route table's pages inside it, anything else the 404 page. */
export function shellRoutes(locale: Locale): RouteObject[] {
  return [
    {
      element: <ShellRoot />,
      children: routeTableRoutes(locale, { page: (kind) => <RoutePage kind={kind} />, notFound: <NotFoundRoute /> }),
    },
  ];
}

/**
 * The shell's routes for the declarative routers (BrowserRouter in the page, StaticRouter on the
 * server): they match and render the same elements as a data router would, and leave its loaders,
 * actions and fetchers (unused here) out of the page's JavaScript.
 */
export function ShellRoutes({ locale }: { locale: Locale }) {
  const routes = useMemo(() => shellRoutes(locale), [locale]);
  return useRoutes(routes);
}
