import { useQuery } from '@tanstack/react-query';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { giftCardAmountsQuery } from '../api/get-gift-card-amounts';
import { useReportFailure } from '../../../hooks/use-report-failure';

/** The gift card's amounts for the site's locale; a failure is reported once. */
export function useGiftCardAmounts() {
  const { locale } = useRemoteProps();
  const api = useApiClient();
  const query = useQuery(giftCardAmountsQuery(api, { locale }));

  useReportFailure(query.error, 'mfe-gift/gift-card');

  return query;
}
