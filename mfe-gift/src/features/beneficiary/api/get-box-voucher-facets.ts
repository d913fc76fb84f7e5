import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { BENEFICIARY_QUERY_SCOPE, type VoucherFacets } from '../utils/beneficiary-shapes';
import { boxOffersParams, type VoucherOffersRequest } from '../utils/voucher-offers-params';

/** GET /gateway/beneficiary/boxes/facets: the regions and themes of the box's stays, with their counts. */
export function getBoxVoucherFacets(
  api: KyInstance,
  request: VoucherOffersRequest,
  signal?: AbortSignal,
): Promise<VoucherFacets> {
  return api
    .get('gateway/beneficiary/boxes/facets', { searchParams: boxOffersParams(request), signal })
    .json<VoucherFacets>();
}

export function boxVoucherFacetsQuery(api: KyInstance, request: VoucherOffersRequest) {
  return queryOptions({
    queryKey: [BENEFICIARY_QUERY_SCOPE, 'box-facets', boxOffersParams(request)],
    queryFn: ({ signal }) => getBoxVoucherFacets(api, request, signal),
  });
}
