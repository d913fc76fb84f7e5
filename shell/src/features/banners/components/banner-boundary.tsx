import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

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
export function BannerBoundary({ source, reportError, children }: BannerBoundaryProps) {
  return (
    <ErrorBoundary onError={(error) => reportError(error, `${source} (render)`)} fallback={null}>
      {children}
    </ErrorBoundary>
  );
}
