import { useQuery } from '@tanstack/react-query';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { shippingCostsQuery } from '../api/get-shipping-costs';
import { physicalAvailability } from '../utils/gift-format';
import { useReportFailure } from '../../../hooks/use-report-failure';
import { GIFT_SETUP_SOURCE, isFault } from '../utils/gift-setup-failures';

/**
 * The shipping costs and whether the physical format can be chosen. They are asked for only while
 * the shop sells physical gifts.
 */
export function useShippingCosts() {
  const { locale, flags } = useRemoteProps();
  const api = useApiClient();
  const query = useQuery({ ...shippingCostsQuery(api, locale), enabled: flags.physicalVoucher });
  useReportFailure(query.error, GIFT_SETUP_SOURCE, isFault);
  return {
    shipping: query.data,
    physical: physicalAvailability(flags.physicalVoucher, query.status),
  };
}
