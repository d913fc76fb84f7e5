import { Component, type ReactNode } from 'react';

interface DownloadFailureBoundaryProps {
  /** Shown instead of the part whose code could not be downloaded. */
  fallback: ReactNode;
  onFailure(error: unknown): void;
  children: ReactNode;
}

/**
 * Around a part whose code is downloaded when it is needed (React.lazy): a download that fails (the
 * shopper went offline) is reported and the fallback takes its place, instead of the checkout
 * falling over.
 */
export class DownloadFailureBoundary extends Component<DownloadFailureBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onFailure(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
