import { useMemo } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { REMOTE_FOR_ROUTE, type RouteKind } from '@escapade/shared-contracts/routes';
import { useShellEnvironment } from '../../app/shell-environment';
import { RemoteOutlet } from '../composition/remote-outlet';
import { RemoteUnavailablePanel } from '../composition/remote-unavailable-panel';
import { isRouteAvailable } from '../composition/remote-availability';
import { NotAvailablePage } from '../errors/not-available-page';
import { NotFoundPage } from '../errors/not-found-page';
import { currentRoute } from './current-route';
import { matchRoute, routePatterns } from './route-table';

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
