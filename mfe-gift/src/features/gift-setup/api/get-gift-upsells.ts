import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

export interface GiftUpsell {
  id: number;
  label: string;
  type: 'stays' | 'single_voucher';
  /** Cents more than the stay being given, for the whole gift. */
  priceDifference: number;
  /** Cents more per night, rounded up. */
  priceDifferencePerLos: number;
  programLines: string[];
  imagesBySize: Partial<Record<'120_80' | '640_360' | '960_540', string[]>>;
  activityIds: number[];
}

export interface GetGiftUpsellsRequest {
  offerId: string;
  locale: Locale;
}

/**
 * GET /weekend/{id}/upsells.json?locale=&flow=gifting: the hotel's giftable stays that add
 * something to this one (an activity, a finer dinner), with what they cost more.
 */
export function getGiftUpsells(
  api: KyInstance,
  request: GetGiftUpsellsRequest,
  signal?: AbortSignal,
): Promise<GiftUpsell[]> {
  return api
    .get(`weekend/${encodeURIComponent(request.offerId)}/upsells.json`, {
      searchParams: { locale: request.locale, flow: 'gifting' },
      signal,
    })
    .json<GiftUpsell[]>();
}

export function giftUpsellsQuery(api: KyInstance, request: GetGiftUpsellsRequest) {
  return queryOptions({
    queryKey: ['gift-upsells', request.offerId, request.locale],
    queryFn: ({ signal }) => getGiftUpsells(api, request, signal),
  });
}
