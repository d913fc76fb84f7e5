import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { hotelGiftOffersQuery } from '../api/get-hotel-gift-offers';
import { giftAdultsOf, withGiftPrices } from '../utils/gift-priced-hotel';

/** A hotel as its page shows it: an id and rooms whose offers carry their price. */
type HotelWithRooms = Parameters<typeof withGiftPrices>[0] & { id: number };

export interface GiftPricedHotel<Detail> {
  /** The hotel to show: its rooms at gift prices in the gifting flow; undefined while they load. */
  detail: Detail | undefined;
  /** The gift prices could not be had: the offers cannot be shown. */
  offersFailed: boolean;
}

/**
 * The hotel's offers for the page's flow. Booking shows the rooms as the hotel's call priced them;
 * the gifting flow asks the hotel's stays again as gifts (asked anew whenever the page enters it)
 * and shows only those, at their gift prices.
 */
export function useGiftPricedHotel<Detail extends HotelWithRooms>(
  loaded: Detail | undefined,
  criteria: SearchCriteria,
): GiftPricedHotel<Detail> {
  const { locale } = useRemoteProps();
  const api = useApiClient();
  const isGifting = criteria.flow === 'gifting';
  const giftOffers = useQuery({
    ...hotelGiftOffersQuery(api, { hotelId: loaded?.id ?? 0, locale, giftAdults: giftAdultsOf(criteria) }),
    enabled: isGifting && loaded !== undefined,
  });
  const { data, isError } = giftOffers;
  // The same hotel object from one render to the next, as long as neither answer changes.
  return useMemo((): GiftPricedHotel<Detail> => {
    if (!isGifting || !loaded) return { detail: loaded, offersFailed: false };
    if (isError) return { detail: { ...loaded, rooms: [] }, offersFailed: true };
    if (!data) return { detail: undefined, offersFailed: false };
    return { detail: withGiftPrices(loaded, data), offersFailed: false };
  }, [isGifting, loaded, isError, data]);
}
