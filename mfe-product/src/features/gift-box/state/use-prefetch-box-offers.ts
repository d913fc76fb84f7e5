import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { boxOffersQuery } from '../api/get-box-offers';

/**
 * Asks for the box's first stays alongside the box itself, not after it: the list is drawn once
 * the box is. Nothing is asked when the cache already holds them (a server render filled it).
 */
export function usePrefetchBoxOffers(code: string) {
  const queryClient = useQueryClient();
  const api = useApiClient();
  const { locale } = useRemoteProps();
  useEffect(() => {
    if (code) void queryClient.prefetchInfiniteQuery(boxOffersQuery(api, { code, locale }));
  }, [queryClient, api, code, locale]);
}
