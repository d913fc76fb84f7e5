import { Component, Suspense, type ReactNode } from 'react';
import { useRemoteProps } from '../context/remote-props';

interface FailureBoundaryProps {
  onFailure(error: unknown): void;
  children: ReactNode;
}

/** Leaves out what failed to download instead of letting the whole stay page fall over. */
class DownloadFailureBoundary extends Component<FailureBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onFailure(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

interface OnDemandProps {
  /** Names the part in the error report, e.g. 'travel-calendar'. */
  part: string;
  /** Shown while the part's code arrives. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Around a part whose code is downloaded when it is first shown (see onDemandComponent). A download
 * that fails (the shopper went offline) is reported and the part stays empty; the page keeps working.
 */
export function OnDemand({ part, fallback, children }: OnDemandProps) {
  const { reportError } = useRemoteProps();
  return (
    <DownloadFailureBoundary onFailure={(error) => reportError(error, `mfe-product (${part})`)}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </DownloadFailureBoundary>
  );
}
