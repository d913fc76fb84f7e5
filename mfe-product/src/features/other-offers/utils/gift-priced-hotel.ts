import type { SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import type { HotelGiftOffer } from '../api/get-hotel-gift-offers';

/** The hotel's offers are asked as gifts for two people unless the address says otherwise. */
export const GIFT_OFFERS_ADULTS = 2;

/** The people a gift is for: those of the address, or two. */
export function giftAdultsOf(criteria: SearchCriteria): number {
  return criteria.giftAdults ?? GIFT_OFFERS_ADULTS;
}

/**
 * The criteria the hotel's rooms are asked with: as they are when booking; in the gifting flow
 * without dates (a gift has none) and for the gift's people alone.
 */
export function hotelRoomsCriteria(criteria: SearchCriteria): SearchCriteria {
  if (criteria.flow !== 'gifting') return criteria;
  return {
    ...criteria,
    checkin: undefined,
    checkout: undefined,
    night: undefined,
    adults: giftAdultsOf(criteria),
    children: 0,
    babies: 0,
    singleRoom: false,
  };
}

/** What a room's offer says of its price, as the hotel's call gives it. */
interface PricedOffer {
  id: number;
  nights: number;
  checkin: string | null;
  paxCount: number;
  hasSelectedDates: boolean;
  price: { sellPrice: number; refPrice: number; promoPercentageRounded: number; nights: number };
}

/**
 * The hotel's rooms as a gift buyer sees them: only the stays that can be offered, each at its gift
 * price (a price the gift's nights and people fix, never a from-price), cheapest first; rooms left
 * with nothing to offer are left out.
 */
export function withGiftPrices<
  Offer extends PricedOffer,
  Room extends { offers: Offer[] },
  Detail extends { rooms: Room[] },
>(detail: Detail, giftOffers: readonly HotelGiftOffer[]): Detail {
  const byId = new Map(giftOffers.map((offer) => [offer.id, offer]));
  const giftPriced = (offer: Offer): Offer[] => {
    const gift = byId.get(offer.id);
    if (!gift) return [];
    const promo = gift.refPrice > gift.sellPrice ? Math.round((1 - gift.sellPrice / gift.refPrice) * 100) : 0;
    const price = {
      sellPrice: gift.sellPrice,
      refPrice: gift.refPrice,
      promoPercentageRounded: promo,
      nights: gift.nights,
    };
    return [{ ...offer, nights: gift.nights, checkin: null, paxCount: gift.paxCount, hasSelectedDates: true, price }];
  };
  const rooms = detail.rooms
    .map((room) => ({
      ...room,
      offers: room.offers.flatMap(giftPriced).sort((a, b) => a.price.sellPrice - b.price.sellPrice || a.id - b.id),
    }))
    .filter((room) => room.offers.length > 0)
    .sort((a, b) => a.offers[0]!.price.sellPrice - b.offers[0]!.price.sellPrice);
  return { ...detail, rooms };
}
