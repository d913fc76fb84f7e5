import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';
import { OFFERS_SEARCH_PATH } from '@escapade/shared-contracts/offers-search-request';
import { buildOffersRequest, defaultSearchCriteria } from '@escapade/shared-contracts/search-criteria';

/** A hotel sells a handful of stays: this many covers them all in one answer. */
export const HOTEL_GIFT_OFFERS_LIMIT = 20;

/** The hotel's stays asked for as gifts. */
export interface HotelGiftOffersRequest {
  hotelId: number;
  locale: Locale;
  /** The people the gift is for. */
  giftAdults: number;
}

/** One stay of the hotel that can be offered, at its gift price (cents). */
export interface HotelGiftOffer {
  id: number;
  sellPrice: number;
  refPrice: number;
  nights: number;
  paxCount: number;
}

/**
 * POST /api/offers.json in the gifting flow, for one hotel: only its stays that can be offered
 * come back, each at its gift price (without dates: the beneficiary picks them later).
 */
export function getHotelGiftOffers(api: KyInstance, request: HotelGiftOffersRequest, signal?: AbortSignal) {
  const criteria = {
    ...defaultSearchCriteria('gifting'),
    hotelId: String(request.hotelId),
    giftAdults: request.giftAdults,
  };
  const body = buildOffersRequest(criteria, {
    locale: request.locale,
    limit: HOTEL_GIFT_OFFERS_LIMIT,
    page: 0,
    numberOfPackagesPerHotel: HOTEL_GIFT_OFFERS_LIMIT,
  });
  return api.post(OFFERS_SEARCH_PATH, { json: body, signal }).json<{ exactMatch?: HotelGiftOffer[] }>();
}

export function hotelGiftOffersQuery(api: KyInstance, request: HotelGiftOffersRequest) {
  const { hotelId, locale, giftAdults } = request;
  return queryOptions({
    queryKey: ['hotel-gift-offers', hotelId, locale, giftAdults],
    queryFn: ({ signal }) => getHotelGiftOffers(api, request, signal).then((answer) => answer.exactMatch ?? []),
  });
}
