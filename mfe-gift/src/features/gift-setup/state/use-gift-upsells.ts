import { useQuery } from '@tanstack/react-query';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { giftUpsellsQuery, type GiftUpsell } from '../api/get-gift-upsells';
import { useReportFailure } from '../../../hooks/use-report-failure';
import { GIFT_SETUP_SOURCE, isFault } from '../utils/gift-setup-failures';

export type GiftUpsells = { status: 'pending' } | { status: 'ready'; upsells: GiftUpsell[] } | { status: 'none' };

/**
 * The upgrades of a gift stay, asked for only when they are shown. A failure leaves them out: they
 * are a suggestion, the gift can be set up without them.
 */
export function useGiftUpsells(offerId: string, enabled: boolean): GiftUpsells {
  const { locale } = useRemoteProps();
  const api = useApiClient();
  const query = useQuery({ ...giftUpsellsQuery(api, { offerId, locale }), enabled });
  useReportFailure(query.error, GIFT_SETUP_SOURCE, isFault);
  if (!enabled || query.isError) return { status: 'none' };
  if (!query.data) return { status: 'pending' };
  return query.data.length > 0 ? { status: 'ready', upsells: query.data } : { status: 'none' };
}
