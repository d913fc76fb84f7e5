import { useEffect } from 'react';
import { useRemoteProps } from '../context/remote-props';
import { IdeasContent } from '../features/ideas/components/ideas-content';
import { IdeasError } from '../features/ideas/components/ideas-error';
import { IdeasSkeleton } from '../features/ideas/components/ideas-skeleton';
import { useCmsIdeas } from '../features/ideas/state/use-cms-ideas';
import { ideasPageMeta } from '../features/ideas/utils/ideas-page-meta';

/** The weekend ideas page: the CMS's sections of idea tiles and its regions. */
export function IdeasPage() {
  const { bus } = useRemoteProps();
  const state = useCmsIdeas();
  const ideas = state.status === 'ready' ? state.ideas : undefined;

  useEffect(() => {
    if (ideas) bus.emit('page:meta', ideasPageMeta(ideas));
  }, [bus, ideas]);

  if (state.status === 'loading') return <IdeasSkeleton />;
  if (state.status === 'error') return <IdeasError retrying={state.retrying} onRetry={state.retry} />;
  return <IdeasContent ideas={state.ideas} />;
}
