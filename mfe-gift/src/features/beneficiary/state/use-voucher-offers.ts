import { useEffect, useEffectEvent } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { boxVoucherOffersQuery } from '../api/get-box-voucher-offers';
import { singleVoucherOffersQuery } from '../api/get-single-voucher-offers';
import type { Voucher, VoucherOffer } from '../utils/beneficiary-shapes';
import type { OffersFilters } from '../utils/offers-filters';
import { isSessionEnded } from '../utils/session-ended';

export type VoucherOffers =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'error'; retry(): void; retrying: boolean }
  | {
      status: 'ready';
      offers: VoucherOffer[];
      totalCount: number;
      hasMore: boolean;
      loadMore(): void;
      loadingMore: boolean;
      /** The last "show more" failed: the button offers it again. */
      loadMoreFailed: boolean;
    };

/** The stays the gift can be exchanged for, with these filters: a box's, or a gift stay's and a gift card's. */
export function useVoucherOffers(voucher: Voucher, filters: OffersFilters): VoucherOffers {
  const { locale, reportError } = useRemoteProps();
  const api = useApiClient();
  const request = { locale, filters };
  const query = useInfiniteQuery(
    voucher.kind === 'box' ? boxVoucherOffersQuery(api, request) : singleVoucherOffersQuery(api, request),
  );

  const report = useEffectEvent((error: unknown) => {
    if (!isSessionEnded(error)) reportError(error, 'mfe-gift/beneficiary');
  });
  useEffect(() => {
    if (query.error) report(query.error);
  }, [query.error]);

  if (query.isPending) return { status: 'loading' };
  if (isSessionEnded(query.error)) return { status: 'signedOut' };
  if (query.isError && !query.isFetchNextPageError) {
    return { status: 'error', retry: () => void query.refetch(), retrying: query.isFetching };
  }
  const pages = query.data?.pages ?? [];
  return {
    status: 'ready',
    offers: pages.flatMap((page) => page.offers),
    totalCount: pages[0]?.totalCount ?? 0,
    hasMore: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    loadingMore: query.isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
  };
}
