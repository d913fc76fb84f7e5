import { useEffect, useEffectEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { minisiteQuery, type Minisite } from '../api/get-minisite';

export type MinisiteState =
  | { status: 'loading' }
  | { status: 'ready'; minisite: Minisite }
  | { status: 'notFound' }
  | { status: 'error'; retrying: boolean; retry: () => void };

/** The minisite of the route's id in the current locale; an unknown one is a page not found. */
export function useMinisite(): MinisiteState {
  const { locale, route, reportError } = useRemoteProps();
  const query = useQuery(minisiteQuery(useApiClient(), { minisiteUrl: route.id ?? '', locale }));
  const failure = query.error;

  // An unknown slug is an answer (null), not a failure: only real failures are reported.
  const reportFailure = useEffectEvent((unexpected: Error) => reportError(unexpected, 'mfe-content/minisite'));
  useEffect(() => {
    if (failure) reportFailure(failure);
  }, [failure]);

  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'error', retrying: query.isFetching, retry: () => void query.refetch() };
  return query.data ? { status: 'ready', minisite: query.data } : { status: 'notFound' };
}
