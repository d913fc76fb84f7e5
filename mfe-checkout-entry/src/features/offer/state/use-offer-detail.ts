import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { offerDetailQuery, type OfferDetail } from '../api/get-offer-detail';

export type { OfferActivityDates, OfferDetail } from '../api/get-offer-detail';

/** The offer's presentation (asked without dates, so it does not change with the criteria). */
export function useOfferDetail(
  offerId: string,
  { enabled = true }: { enabled?: boolean } = {},
): UseQueryResult<OfferDetail> {
  const { locale } = useRemoteProps();
  const api = useApiClient();
  return useQuery({ ...offerDetailQuery(api, { offerId, locale }), enabled });
}
