import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

export interface GetGiftPriceListRequest {
  /** The stay offer id. */
  offerId: string;
  locale: Locale;
}

export interface GiftPriceListEntry {
  nights: number;
  /** Cents, for 2 people. */
  sellPrice: number;
  /** Cents: the price before discount. */
  refPrice: number;
}

export interface GiftPriceListResponse {
  offerId: number | string;
  label: string;
  isGiftable: boolean;
  /** The length of stay to preselect. */
  giftNights: number;
  priceList: GiftPriceListEntry[];
}

/** GET /gateway/gift/{id}/price-list?locale=: the gift prices of a stay, 1 to 3 nights for 2 people. */
export function getGiftPriceList(
  api: KyInstance,
  request: GetGiftPriceListRequest,
  signal?: AbortSignal,
): Promise<GiftPriceListResponse> {
  return api
    .get(`gateway/gift/${encodeURIComponent(request.offerId)}/price-list`, {
      searchParams: { locale: request.locale },
      signal,
    })
    .json<GiftPriceListResponse>();
}

/** The gift prices in the query cache, under the same key in the browser and on the server. */
export function giftPriceListQuery(api: KyInstance, request: GetGiftPriceListRequest) {
  return queryOptions({
    queryKey: ['gift-price-list', request.offerId, request.locale],
    queryFn: ({ signal }) => getGiftPriceList(api, request, signal),
  });
}
