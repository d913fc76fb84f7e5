import type { Locale } from '@escapade/shared-contracts/locales';
import type { OffersRequestBody } from '@escapade/shared-contracts/offers-request';
import { offerListRequest } from '../../offer-list/state/offer-list-request';

/** Offers in "Our selection of the moment": two rows of the desktop grid. */
export const SELECTION_LIMIT = 8;

/** One offer of the hotel is enough to know whether it still sells anything. */
export const EXPIRED_OFFER_CHECK_LIMIT = 1;

/** Offers of the hotel shown in place of the expired one. */
export const HOTEL_OFFERS_LIMIT = 8;

/** The 404 page lists stays: its searches are always in the booking flow, whatever page led there. */
const NOT_FOUND_FLOW = 'booking';

/** The catalogue's current offers, unfiltered: the page's selection of the moment. */
export function selectionRequest(locale: Locale): OffersRequestBody {
  return offerListRequest({ hash: '', flow: NOT_FOUND_FLOW, locale, limit: SELECTION_LIMIT });
}

/**
 * The current offers of one hotel, at most `limit` of them. A search shows one stay per hotel;
 * here the hotel is the point, so every stay of it counts.
 */
export function hotelOffersRequest(hotelId: string, locale: Locale, limit: number): OffersRequestBody {
  return {
    ...offerListRequest({ hash: `hotelId=${hotelId}`, flow: NOT_FOUND_FLOW, locale, limit }),
    numberOfPackagesPerHotel: limit,
  };
}
