import { useEffect, useEffectEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { cmsIdeasQuery, type CmsIdeas } from '../api/get-cms-ideas';

export type CmsIdeasState =
  | { status: 'loading' }
  | { status: 'ready'; ideas: CmsIdeas }
  | { status: 'error'; retrying: boolean; retry: () => void };

/** The weekend ideas of the current locale, from the server's cache when the page came rendered. */
export function useCmsIdeas(): CmsIdeasState {
  const { locale, reportError } = useRemoteProps();
  const query = useQuery(cmsIdeasQuery(useApiClient(), { locale }));
  const { error, refetch } = query;

  // The ideas page always exists: any failure, a 404 included, is one to look into.
  const report = useEffectEvent((failure: Error) => reportError(failure, 'mfe-content/ideas'));
  useEffect(() => {
    if (error !== null) report(error);
  }, [error]);

  switch (query.status) {
    case 'pending':
      return { status: 'loading' };
    case 'error':
      return { status: 'error', retrying: query.isFetching, retry: () => void refetch() };
    default:
      return { status: 'ready', ideas: query.data };
  }
}
