import { infiniteQueryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { BENEFICIARY_QUERY_SCOPE, type VoucherOffersPage } from '../utils/beneficiary-shapes';
import { nextOffersPage } from '../utils/next-offers-page';
import { singleVoucherOffersParams, type VoucherOffersRequest } from '../utils/voucher-offers-params';

/**
 * GET /gateway/beneficiary/single-vouchers/offers?locale&checkinDate&hotelId&region&theme
 * &numberOfPackagesPerHotel=20&matchOfferRangePriceWithGiftAmount=false&page: one page of the stays
 * a gift stay or a gift card can be exchanged for.
 */
export function getSingleVoucherOffers(
  api: KyInstance,
  request: VoucherOffersRequest,
  page: number | null,
  signal?: AbortSignal,
): Promise<VoucherOffersPage> {
  const searchParams = singleVoucherOffersParams(request);
  if (page !== null) searchParams.page = String(page);
  return api.get('gateway/beneficiary/single-vouchers/offers', { searchParams, signal }).json<VoucherOffersPage>();
}

/** The gift's stays for these filters, page after page. */
export function singleVoucherOffersQuery(api: KyInstance, request: VoucherOffersRequest) {
  return infiniteQueryOptions({
    queryKey: [BENEFICIARY_QUERY_SCOPE, 'single-voucher-offers', singleVoucherOffersParams(request)],
    queryFn: ({ pageParam, signal }) => getSingleVoucherOffers(api, request, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (_last: VoucherOffersPage, pages: VoucherOffersPage[]) => nextOffersPage(pages),
  });
}
