import ky from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

export interface GetGiftPriceListRequest {
  apiBase: string;
  /** The stay offer id. */
  offerId: string;
  locale: Locale;
  signal?: AbortSignal;
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

/** GET {apiBase}/gateway/gift/{id}/price-list?locale=: the gift prices of a stay, 1 to 3 nights for 2 people. */
export function getGiftPriceList({
  apiBase,
  offerId,
  locale,
  signal,
}: GetGiftPriceListRequest): Promise<GiftPriceListResponse> {
  return ky
    .get(`${apiBase}/gateway/gift/${encodeURIComponent(offerId)}/price-list`, {
      searchParams: { locale },
      signal,
      retry: { limit: 1 },
    })
    .json<GiftPriceListResponse>();
}
