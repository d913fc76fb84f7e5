import { Component, type ReactNode } from 'react';

interface BannerBoundaryProps {
  /** Names the banner in the error report, e.g. 'promo-bar'. */
  source: string;
  reportError(error: unknown, source: string): void;
  children: ReactNode;
}

/**
 * Around each banner: a banner that throws while rendering is removed and reported; the other
 * banners and the frame stay. Banners are extras, so nothing stands in its place. Give it a key
 * per content: new content gets a fresh chance.
 */
export class BannerBoundary extends Component<BannerBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    this.props.reportError(error, `${this.props.source} (render)`);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
