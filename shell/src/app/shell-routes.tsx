import { useMemo } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { REMOTE_FOR_ROUTE, type RouteKind } from '@escapade/shared-contracts/routes';
import { useShellEnvironment } from '../context/shell-environment';
import { RemoteOutlet } from '../features/composition/components/remote-outlet';
import { RemoteUnavailablePanel } from '../features/composition/components/remote-unavailable-panel';
import { isRouteAvailable } from '../utils/route-availability';
import { NotAvailablePage } from '../features/errors/components/not-available-page';
import { NotFoundPage } from '../features/errors/components/not-found-page';
import { currentRoute } from '../utils/current-route';
import { matchRoute, routePatterns } from '../utils/route-table';

function RoutePage({ kind }: { kind: RouteKind }) {
  const environment = useShellEnvironment();
  const { pathname, search, hash } = useLocation();
  // The table decodes the id exactly as hrefFor encoded it.
  const id = matchRoute(environment.locale, pathname)?.id;
  const route = useMemo(() => currentRoute(kind, id, { pathname, search, hash }), [kind, id, pathname, search, hash]);

  if (!environment.registryLoaded) return <RemoteUnavailablePanel onRetry={() => window.location.reload()} />;
  if (!isRouteAvailable(environment, kind)) return <NotAvailablePage />;
  const remote = REMOTE_FOR_ROUTE[kind];
  // Same remote, other kind (search → activity search): one parcel, updated. Other remote: a new one.
  return <RemoteOutlet key={remote} remote={remote} route={route} />;
}

/** The route table as react-router routes; anything else is the 404 page. */
export function ShellRoutes() {
  const { locale } = useShellEnvironment();
  const patterns = useMemo(() => routePatterns(locale), [locale]);
  return (
    <Routes>
      {patterns.map(({ kind, pattern }) => (
        <Route key={kind} path={pattern} caseSensitive element={<RoutePage kind={kind} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
