import { useEffect } from 'react';
import { useRemoteProps } from '../context/remote-props';
import { NotFoundContent } from '../features/not-found/components/not-found-content';
import { StaticContentArticle } from '../features/static-content/components/static-content-article';
import { StaticContentError } from '../features/static-content/components/static-content-error';
import { StaticContentSkeleton } from '../features/static-content/components/static-content-skeleton';
import { useStaticContent } from '../features/static-content/state/use-static-content';
import { staticPageMeta } from '../features/static-content/utils/static-page-meta';

/** A static page by the id of the route (sales conditions, data protection…), or the 404 body. */
export function StaticContentPage() {
  const { bus } = useRemoteProps();
  const state = useStaticContent();
  const content = state.status === 'ready' ? state.content : undefined;

  useEffect(() => {
    if (content) bus.emit('page:meta', staticPageMeta(content));
  }, [bus, content]);

  switch (state.status) {
    case 'loading':
      return <StaticContentSkeleton />;
    case 'notFound':
      return <NotFoundContent />;
    case 'error':
      return <StaticContentError onRetry={state.retry} />;
    case 'ready':
      return <StaticContentArticle content={state.content} />;
  }
}
