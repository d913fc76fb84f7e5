import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

export interface GiftPriceList {
  offerId: number;
  isGiftable: boolean;
  /** Cents, per number of nights the gift can be for. */
  priceList: { nights: number; sellPrice: number; refPrice: number }[];
}

/** GET /gateway/gift/{id}/price-list: what the stay costs as a gift, per number of nights. */
export function giftPriceListQuery(api: KyInstance, offerId: string, locale: Locale) {
  return queryOptions({
    queryKey: ['gift-price-list', offerId, locale],
    queryFn: ({ signal }) =>
      api
        .get(`gateway/gift/${encodeURIComponent(offerId)}/price-list`, { searchParams: { locale }, signal })
        .json<GiftPriceList>(),
  });
}
