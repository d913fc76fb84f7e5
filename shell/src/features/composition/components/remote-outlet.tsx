import { useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { CurrentRoute, RemoteName } from '@escapade/shared-contracts/routes';
import { useShellEnvironment } from '../../../context/shell-environment';
import { loadParcelLifecycles, type ParcelLoadOptions } from '../utils/load-remote-module';
import { ServerOutletContext } from '../../../context/server-outlet';
import { ParcelOutlet, type ServerMarkup } from './parcel-outlet';
import { RemoteUnavailablePanel } from './remote-unavailable-panel';
import { useRemoteProps } from '../state/use-remote-props';

interface OutletErrorBoundaryProps {
  source: string;
  reportError(error: unknown, source: string): void;
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Last line of defence: whatever throws while rendering an outlet stays inside it, with a Retry
 * that renders the outlet again from scratch.
 */
function OutletErrorBoundary({ source, reportError, fallback, children }: OutletErrorBoundaryProps) {
  return (
    <ErrorBoundary
      onError={(error) => reportError(error, `${source} (outlet render)`)}
      fallbackRender={({ resetErrorBoundary }) => fallback ?? <RemoteUnavailablePanel onRetry={resetErrorBoundary} />}
    >
      {children}
    </ErrorBoundary>
  );
}

interface RemoteOutletProps {
  remote: RemoteName;
  route: CurrentRoute;
  /** What to show when the remote cannot be had, instead of the retry panel. */
  fallback?: ReactNode;
}

/** Whether a page outlet of this document has begun: only the first one can come from the server. */
let pageOutletBegun = false;

/** True for the document's first page outlet (in the browser), the one the server rendered or should have. */
function useIsFirstPageOutlet(): boolean {
  const [first] = useState(() => {
    const isFirst = !pageOutletBegun;
    if (typeof window !== 'undefined') pageOutletBegun = true;
    return isFirst;
  });
  return first;
}

/** The server's render of this remote, when the page came with one not used yet. */
function useServerMarkup(remote: RemoteName): ServerMarkup | null {
  const source = useContext(ServerOutletContext);
  const [markup] = useState<ServerMarkup | null>(() => {
    if (!source || source.isUsed() || source.outlet.remote !== remote) return null;
    const { html, route, flags, serverState, hydrate, renderMs } = source.outlet;
    // A remote that draws afresh mounts with the page's own props, none of the server's to match,
    // and starts from the data the server read.
    return { html, props: hydrate ? { route, flags, serverState } : { serverData: serverState }, renderMs };
  });
  useEffect(() => {
    if (markup) source?.markUsed();
  }, [markup, source]);
  return markup;
}

function LoadedRemote({ remote, route, fallback }: RemoteOutletProps) {
  const environment = useShellEnvironment();
  const remoteProps = useRemoteProps(route);
  const serverMarkup = useServerMarkup(remote);
  const firstPageOutlet = useIsFirstPageOutlet();
  const entry = environment.registry.remotes[remote];
  const load = useCallback(
    (options: ParcelLoadOptions) =>
      entry
        ? loadParcelLifecycles(entry, './app', options)
        : Promise.reject(new Error(`${remote} is not in the registry`)),
    [entry, remote],
  );
  return (
    <ParcelOutlet
      name={remote}
      version={entry?.version ?? null}
      manifestUrl={entry?.manifestUrl ?? null}
      serverRenderExpected={firstPageOutlet && !serverMarkup}
      load={load}
      parcelProps={remoteProps}
      reportError={environment.reportError}
      size="page"
      serverMarkup={serverMarkup}
      fallback={fallback}
    />
  );
}

/**
 * A remote's page: loads `<federationName>/app` and mounts it as a single-spa parcel with the
 * shell's RemoteProps for `route`. Route, flow or locale changes become parcel updates.
 */
export function RemoteOutlet({ remote, route, fallback }: RemoteOutletProps) {
  const { reportError } = useShellEnvironment();
  return (
    <OutletErrorBoundary source={remote} reportError={reportError} fallback={fallback}>
      <LoadedRemote remote={remote} route={route} fallback={fallback} />
    </OutletErrorBoundary>
  );
}
