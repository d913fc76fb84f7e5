import { Component, Fragment, useCallback, type ReactNode } from 'react';
import type { CurrentRoute, RemoteName } from '@escapade/shared-contracts/routes';
import { useShellEnvironment } from '../../app/shell-environment';
import { loadParcelLifecycles, type ParcelLoadOptions } from './load-remote-module';
import { ParcelOutlet } from './parcel-outlet';
import { RemoteUnavailablePanel } from './remote-unavailable-panel';
import { useRemoteProps } from './use-remote-props';

interface OutletErrorBoundaryProps {
  source: string;
  reportError(error: unknown, source: string): void;
  children: ReactNode;
}

/** Last line of defence: whatever throws while rendering an outlet stays inside it. */
class OutletErrorBoundary extends Component<OutletErrorBoundaryProps, { failed: boolean; generation: number }> {
  override state = { failed: false, generation: 0 };

  static getDerivedStateFromError(): Partial<{ failed: boolean }> {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    this.props.reportError(error, `${this.props.source} (outlet render)`);
  }

  override render() {
    if (this.state.failed) {
      return <RemoteUnavailablePanel onRetry={() => this.setState(({ generation }) => ({ failed: false, generation: generation + 1 }))} />;
    }
    // A new key after Retry: the children start over from scratch.
    return <Fragment key={this.state.generation}>{this.props.children}</Fragment>;
  }
}

interface RemoteOutletProps {
  remote: RemoteName;
  route: CurrentRoute;
}

function LoadedRemote({ remote, route }: RemoteOutletProps) {
  const environment = useShellEnvironment();
  const remoteProps = useRemoteProps(route);
  const entry = environment.registry.remotes[remote];
  const load = useCallback(
    (options: ParcelLoadOptions) =>
      entry ? loadParcelLifecycles(entry, './app', options) : Promise.reject(new Error(`${remote} is not in the registry`)),
    [entry, remote],
  );
  return <ParcelOutlet name={remote} load={load} parcelProps={remoteProps} reportError={environment.reportError} size="page" />;
}

/**
 * A remote's page: loads `<federationName>/app` and mounts it as a single-spa parcel with the
 * shell's RemoteProps for `route`. Route, flow or locale changes become parcel updates.
 */
export function RemoteOutlet({ remote, route }: RemoteOutletProps) {
  const { reportError } = useShellEnvironment();
  return (
    <OutletErrorBoundary source={remote} reportError={reportError}>
      <LoadedRemote remote={remote} route={route} />
    </OutletErrorBoundary>
  );
}
