import { useQuery } from '@tanstack/react-query';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { boxVoucherFacetsQuery } from '../api/get-box-voucher-facets';
import { singleVoucherFacetsQuery } from '../api/get-single-voucher-facets';
import type { Voucher, VoucherFacets } from '../utils/beneficiary-shapes';
import type { OffersFilters } from '../utils/offers-filters';
import { BENEFICIARY_SOURCE, isFault } from '../utils/session-ended';
import { useReportFailure } from '../../../hooks/use-report-failure';

/**
 * The regions and themes of the gift's stays, counted with these filters; undefined while they
 * load or when they cannot be had (the list is still there, only its choices are missing).
 */
export function useVoucherFacets(voucher: Voucher, filters: OffersFilters): VoucherFacets | undefined {
  const { locale } = useRemoteProps();
  const api = useApiClient();
  const request = { locale, filters };
  const query = useQuery(
    voucher.kind === 'box' ? boxVoucherFacetsQuery(api, request) : singleVoucherFacetsQuery(api, request),
  );

  useReportFailure(query.error, BENEFICIARY_SOURCE, isFault);

  return query.data;
}
