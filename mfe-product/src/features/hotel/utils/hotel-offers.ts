import type { HotelDetail, HotelRoom, RoomOffer } from '../api/get-hotel-detail';

/** An offer with the room it is sold in. */
export interface OfferInRoom {
  room: HotelRoom;
  offer: RoomOffer;
}

/** What the offers section shows: the rooms, or why there are none. */
export type OffersState = 'available' | 'noAvailabilityOnDates' | 'noOffers';

/** No room on the dates asked is "no availability" (other dates may have some); none without dates is none at all. */
export function offersState(rooms: readonly HotelRoom[], hasDates: boolean): OffersState {
  if (rooms.length > 0) return 'available';
  return hasDates ? 'noAvailabilityOnDates' : 'noOffers';
}

/** Every offer of the hotel, cheapest first (the first is the main offer of the side panel). */
export function hotelOffers(detail: Pick<HotelDetail, 'rooms'>): OfferInRoom[] {
  return detail.rooms
    .flatMap((room) => room.offers.map((offer) => ({ room, offer })))
    .sort((a, b) => a.offer.price.sellPrice - b.offer.price.sellPrice || a.offer.id - b.offer.id);
}

/** The offer chosen in a room card: the one picked while it is still sold, else the room's first. */
export function selectedOffer(room: HotelRoom, pickedOfferId: number | null): RoomOffer | undefined {
  return room.offers.find((offer) => offer.id === pickedOfferId) ?? room.offers[0];
}

/**
 * The hotel's stays known so far (their ids, in the order met), with those of `rooms` added: the
 * same list when `rooms` brings none it lacks.
 */
export function withStaysOf(known: readonly string[], rooms: readonly HotelRoom[]): readonly string[] {
  const added = [...new Set(rooms.flatMap((room) => room.offers.map((offer) => String(offer.id))))].filter(
    (id) => !known.includes(id),
  );
  return added.length === 0 ? known : [...known, ...added];
}
