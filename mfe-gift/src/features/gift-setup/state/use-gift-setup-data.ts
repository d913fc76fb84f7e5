import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { isNotFound } from '@escapade/shared-contracts/api-client';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { giftPriceListQuery, type GiftPriceListResponse } from '../api/get-gift-price-list';
import { stayDetailQuery, type StayDetailResponse } from '../api/get-stay-detail';
import { useReportFailure } from '../../../hooks/use-report-failure';
import { GIFT_SETUP_SOURCE } from '../utils/gift-setup-failures';

export type GiftSetupData =
  | { status: 'loading' }
  /** `stay` is null when only the offer's details failed: the gift can still be chosen. */
  | { status: 'ready'; priceList: GiftPriceListResponse; stay: StayDetailResponse | null }
  /** Unknown, unpublished or no longer giftable offer. */
  | { status: 'expired' }
  /** `retry` asks again for what failed. */
  | { status: 'error'; retry(): void };

/** What the page shows once both answers are in. */
function giftSetupData(
  priceList: UseQueryResult<GiftPriceListResponse>,
  stay: UseQueryResult<StayDetailResponse>,
): GiftSetupData {
  if (priceList.isPending || stay.isPending) return { status: 'loading' };
  if (isNotFound(priceList.error) || isNotFound(stay.error)) return { status: 'expired' };
  // The prices are what the visitor chooses from; the details only decorate the page, so a
  // failure of the details alone leaves them out and keeps the choice.
  if (priceList.isError) {
    return {
      status: 'error',
      retry: () => {
        void priceList.refetch();
        if (stay.isError) void stay.refetch();
      },
    };
  }
  const gift = priceList.data;
  const detail = stay.data ?? null;
  if (!gift.isGiftable || gift.priceList.length === 0 || detail?.published === false) return { status: 'expired' };
  return { status: 'ready', priceList: gift, stay: detail };
}

/** The gift prices and the offer details of one offer and locale, asked for side by side. */
export function useGiftSetupData(offerId: string): GiftSetupData {
  const { locale } = useRemoteProps();
  const api = useApiClient();
  const priceList = useQuery(giftPriceListQuery(api, { offerId, locale }));
  const stay = useQuery(stayDetailQuery(api, { offerId, locale }));
  const data = giftSetupData(priceList, stay);

  // Failures are reported once both answers are in, unless the offer is simply unknown.
  const reportable = data.status !== 'loading' && !isNotFound(priceList.error) && !isNotFound(stay.error);
  useReportFailure(reportable ? priceList.error : null, GIFT_SETUP_SOURCE);
  useReportFailure(reportable ? stay.error : null, GIFT_SETUP_SOURCE);

  return data;
}
