import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useShellEnvironment } from '../context/shell-environment';

interface LazyOverlayProps {
  /** Names the overlay in the error report, e.g. 'wishlist-drawer'. */
  source: string;
  children: ReactNode;
}

/**
 * Around a drawer or dialog whose code is downloaded when it first opens: nothing shows while the
 * code arrives (a moment, usually started on the pointer over its button). A download that fails —
 * the visitor went offline — or an overlay that breaks is reported and left out: the page stays as
 * it was instead of giving way to the crash page.
 */
export function LazyOverlay({ source, children }: LazyOverlayProps) {
  const { reportError } = useShellEnvironment();
  return (
    <ErrorBoundary onError={(error) => reportError(error, `${source} (overlay)`)} fallback={null}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}
