import { infiniteQueryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { BENEFICIARY_QUERY_SCOPE, type VoucherOffersPage } from '../utils/beneficiary-shapes';
import { nextOffersPage } from '../utils/next-offers-page';
import { boxOffersParams, type VoucherOffersRequest } from '../utils/voucher-offers-params';

/** GET /gateway/beneficiary/boxes/offers?locale&checkinDate&region&theme&page: one page (8) of the box's stays. */
export function getBoxVoucherOffers(
  api: KyInstance,
  request: VoucherOffersRequest,
  page: number | null,
  signal?: AbortSignal,
): Promise<VoucherOffersPage> {
  const searchParams = boxOffersParams(request);
  if (page !== null) searchParams.page = String(page);
  return api.get('gateway/beneficiary/boxes/offers', { searchParams, signal }).json<VoucherOffersPage>();
}

/** The box's stays for these filters, page after page. */
export function boxVoucherOffersQuery(api: KyInstance, request: VoucherOffersRequest) {
  return infiniteQueryOptions({
    queryKey: [BENEFICIARY_QUERY_SCOPE, 'box-offers', boxOffersParams(request)],
    queryFn: ({ pageParam, signal }) => getBoxVoucherOffers(api, request, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (_last: VoucherOffersPage, pages: VoucherOffersPage[]) => nextOffersPage(pages),
  });
}
