import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useRemoteProps } from '../context/remote-props';
import { useOpenedOnce } from '../hooks/use-opened-once';
import { retryFailedDownloads } from '../utils/lazy-part';

export interface OnDemandProps {
  /** Names the part in error reports, e.g. 'stay-calendar'. */
  name: string;
  isOpen: boolean;
  /** Its code could not come: the opener closes it; the next opening downloads it again. */
  onFailed(): void;
  /** The lazy part (see lazyPart). */
  children: ReactNode;
}

/**
 * Around a closed-on-load drawer, popover or dialog whose code is downloaded when it first opens:
 * nothing is rendered before that, and nothing shows while the code arrives (usually already
 * started by the pointer over its button). A failed download is reported and the page stays as it
 * was; the visitor can simply open it again.
 */
export function OnDemand({ name, isOpen, onFailed, children }: OnDemandProps) {
  const { reportError } = useRemoteProps();
  const { opened, forget } = useOpenedOnce(isOpen);
  if (!opened) return null;
  return (
    <ErrorBoundary
      fallback={null}
      onError={(error) => {
        reportError(error, `mfe-search/${name}`);
        retryFailedDownloads();
        forget();
        onFailed();
      }}
    >
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}
