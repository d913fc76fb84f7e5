import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { BENEFICIARY_QUERY_SCOPE, type VoucherFacets } from '../utils/beneficiary-shapes';
import { singleVoucherOffersParams, type VoucherOffersRequest } from '../utils/voucher-offers-params';

/** GET /gateway/beneficiary/single-vouchers/facets: the regions and themes of the gift's stays, with their counts. */
export function getSingleVoucherFacets(
  api: KyInstance,
  request: VoucherOffersRequest,
  signal?: AbortSignal,
): Promise<VoucherFacets> {
  return api
    .get('gateway/beneficiary/single-vouchers/facets', {
      searchParams: singleVoucherOffersParams(request),
      signal,
    })
    .json<VoucherFacets>();
}

export function singleVoucherFacetsQuery(api: KyInstance, request: VoucherOffersRequest) {
  return queryOptions({
    queryKey: [BENEFICIARY_QUERY_SCOPE, 'single-voucher-facets', singleVoucherOffersParams(request)],
    queryFn: ({ signal }) => getSingleVoucherFacets(api, request, signal),
  });
}
