import { useEffect } from 'react';
import { useRemoteProps } from '../context/remote-props';
import { MinisiteContent } from '../features/minisite/components/minisite-content';
import { MinisiteFailure } from '../features/minisite/components/minisite-failure';
import { MinisiteSkeleton } from '../features/minisite/components/minisite-skeleton';
import { useMinisite } from '../features/minisite/state/use-minisite';
import { minisitePageMeta } from '../features/minisite/utils/minisite-page-meta';
import { NotFoundContent } from '../features/not-found/components/not-found-content';

/**
 * A partner's minisite: its banner, the catalogue's offers for its filter and its offer terms. An
 * unknown slug (or a minisite of another locale) shows the 404 page's body, which gives its own head tags.
 */
export function MinisitePage() {
  const { bus } = useRemoteProps();
  const state = useMinisite();
  const minisite = state.status === 'ready' ? state.minisite : undefined;

  useEffect(() => {
    if (minisite) bus.emit('page:meta', minisitePageMeta(minisite));
  }, [bus, minisite]);

  switch (state.status) {
    case 'loading':
      return <MinisiteSkeleton />;
    case 'notFound':
      return <NotFoundContent />;
    case 'error':
      return <MinisiteFailure retrying={state.retrying} onRetry={state.retry} />;
    default:
      return <MinisiteContent minisite={state.minisite} />;
  }
}
