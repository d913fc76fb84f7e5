import { useCallback } from 'react';
import type { RemoteName, RouteKind } from '@escapade/shared-contracts/routes';
import { useShellEnvironment } from '../context/shell-environment';
import { isRemoteEnabledOnSite, isRouteAvailable } from '../utils/route-availability';

/** For menus and links: `isRemoteEnabled('mfe-gift')` hides what would lead to a switched-off remote. */
export function useIsRemoteEnabled(): (remote: RemoteName) => boolean {
  const environment = useShellEnvironment();
  return useCallback((remote: RemoteName) => isRemoteEnabledOnSite(environment, remote), [environment]);
}

export function useIsRouteAvailable(): (kind: RouteKind) => boolean {
  const environment = useShellEnvironment();
  return useCallback((kind: RouteKind) => isRouteAvailable(environment, kind), [environment]);
}
