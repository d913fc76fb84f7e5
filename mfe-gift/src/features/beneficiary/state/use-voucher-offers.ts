import { useInfiniteQuery } from '@tanstack/react-query';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { boxVoucherOffersQuery } from '../api/get-box-voucher-offers';
import { singleVoucherOffersQuery } from '../api/get-single-voucher-offers';
import type { Voucher, VoucherOffer } from '../utils/beneficiary-shapes';
import type { OffersFilters } from '../utils/offers-filters';
import { BENEFICIARY_SOURCE, isFault, isSessionEnded } from '../utils/session-ended';
import { useReportFailure } from '../../../hooks/use-report-failure';

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
  const { locale } = useRemoteProps();
  const api = useApiClient();
  const request = { locale, filters };
  const query = useInfiniteQuery(
    voucher.kind === 'box' ? boxVoucherOffersQuery(api, request) : singleVoucherOffersQuery(api, request),
  );

  useReportFailure(query.error, BENEFICIARY_SOURCE, isFault);

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
