/**
 * Whether a stay can be sold, as one rule for every place that offers or takes it: the search, the
 * hotel calendar, the night list of a check-in, the stay's detail, the quote and the order.
 *
 * A stay of `nights` from a check-in can be sold to travellers when
 * - the offer allows that many nights and the check-in's minimum stay is met, every night being open
 *   (`isStayAvailable`: the catalogue's calendar, past days closed);
 * - on every night, the rooms still to sell (the catalogue's, less those held by orders) are at
 *   least the rooms the travellers need: adults and children fill rooms of the offer's capacity,
 *   babies sleep in a cot.
 * A place that lists stays the order would refuse sells what cannot be bought, so none of them
 * may test less than this.
 */
import type { OfferRecord } from '../catalogue/catalogue-records';
import { roomsLeftOn } from './day-price';
import { applyPax, isStayAvailable, stayPriceForTwo, type AvailabilityWindow, type Pax } from './stay-price';

/** Rooms that orders hold, by offer and night: read from the order store once per request. */
export interface RoomHolds {
  heldOn(offerId: number, epochDay: number): number;
}

/** For what the catalogue alone says (from-prices, fixtures): no order holds a room. */
export const NO_ROOM_HOLDS: RoomHolds = { heldOn: () => 0 };

/** Rooms the travellers need in rooms of this capacity: adults and children take a bed, babies a cot. */
export function roomsFor(capacity: number, pax: Pax): number {
  return Math.max(1, Math.ceil((pax.adults + pax.children) / Math.max(1, capacity)));
}

/** The rooms still to sell on the night starting that day: the catalogue's, less those held. */
export function roomsLeftOnNight(offer: OfferRecord, holds: RoomHolds, epochDay: number): number {
  return roomsLeftOn(offer.priceSeed, offer.maxRoomsLeft, epochDay) - holds.heldOn(offer.id, epochDay);
}

/** The fewest rooms still to sell over the nights of a stay. */
export function roomsLeftForStay(offer: OfferRecord, holds: RoomHolds, checkinDay: number, nights: number): number {
  let fewest = Infinity;
  for (let night = 0; night < nights; night++) {
    fewest = Math.min(fewest, roomsLeftOnNight(offer, holds, checkinDay + night));
  }
  return fewest;
}

/** A stay asked for: its check-in (day number), its length and the rooms its travellers need. */
export interface StayAsked {
  checkinDay: number;
  nights: number;
  rooms: number;
}

/** The rooms left for the stay (the fewest over its nights) when it can be sold, else null. */
export function bookableRoomsLeft(
  offer: OfferRecord,
  window: AvailabilityWindow,
  holds: RoomHolds,
  stay: StayAsked,
): number | null {
  if (!isStayAvailable(offer, window, stay.checkinDay, stay.nights)) return null;
  const roomsLeft = roomsLeftForStay(offer, holds, stay.checkinDay, stay.nights);
  return roomsLeft >= stay.rooms ? roomsLeft : null;
}

export interface StayPrice {
  /** For the travellers and all nights. */
  sellPrice: number;
  refPrice: number;
  /** The fewest rooms still to sell over the stay's nights. */
  roomsLeft: number;
}

/** The price for these travellers and dates, or null when the stay cannot be sold so. */
export function priceBookableStay(
  offer: OfferRecord,
  environment: string,
  window: AvailabilityWindow,
  holds: RoomHolds,
  stay: StayAsked,
  pax: Pax,
): StayPrice | null {
  const roomsLeft = bookableRoomsLeft(offer, window, holds, stay);
  if (roomsLeft === null) return null;
  const forTwo = stayPriceForTwo(offer, environment, stay.checkinDay, stay.nights);
  return { sellPrice: applyPax(forTwo.sell, pax), refPrice: applyPax(forTwo.ref, pax), roomsLeft };
}

/** Night counts that can be sold from this check-in for travellers needing `rooms` rooms. */
export function bookableNights(
  offer: OfferRecord,
  window: AvailabilityWindow,
  holds: RoomHolds,
  checkinDay: number,
  rooms: number,
): number[] {
  const nights: number[] = [];
  for (let n = offer.minNights; n <= offer.maxNights; n++) {
    if (bookableRoomsLeft(offer, window, holds, { checkinDay, nights: n, rooms }) !== null) nights.push(n);
  }
  return nights;
}

/** The shortest stay that can start that day (the offer's and the day's minimum), when one can. */
export function shortestBookableStay(
  offer: OfferRecord,
  window: AvailabilityWindow,
  holds: RoomHolds,
  checkinDay: number,
  rooms: number,
): number | null {
  for (let n = offer.minNights; n <= offer.maxNights; n++) {
    if (bookableRoomsLeft(offer, window, holds, { checkinDay, nights: n, rooms }) !== null) return n;
  }
  return null;
}

export interface CheapestStay {
  checkinDay: number;
  nights: number;
  sellForTwo: number;
  refForTwo: number;
}

/**
 * The cheapest check-in for the offer's shortest stay with `rooms` rooms free on every night: the
 * "from" price. Read from the catalogue alone (orders' holds move it too seldom to be worth a read).
 */
export function cheapestStay(
  offer: OfferRecord,
  environment: string,
  window: AvailabilityWindow,
  rooms: number,
): CheapestStay | null {
  return cheapestStays(offer, environment, window, rooms)[rooms - 1] ?? null;
}

/**
 * cheapestStay for 1, 2… `maxRooms` rooms at once (entry r - 1 for r rooms): a day's price does not
 * depend on the rooms, only whether enough are left, so one pass over the days serves them all.
 */
export function cheapestStays(
  offer: OfferRecord,
  environment: string,
  window: AvailabilityWindow,
  maxRooms: number,
): (CheapestStay | null)[] {
  const nights = offer.minNights;
  const lastDay = window.startDay + offer.availability.length - nights;
  const best: (CheapestStay | null)[] = Array.from({ length: Math.max(0, maxRooms) }, () => null);
  for (let day = Math.max(window.todayDay, window.startDay); day <= lastDay; day++) {
    // One room left is the least any party needs: none, and the day sells to nobody.
    const roomsLeft = bookableRoomsLeft(offer, window, NO_ROOM_HOLDS, { checkinDay: day, nights, rooms: 1 });
    if (roomsLeft === null) continue;
    const price = stayPriceForTwo(offer, environment, day, nights);
    for (let rooms = 1; rooms <= Math.min(roomsLeft, maxRooms); rooms++) {
      const cheapest = best[rooms - 1];
      if (!cheapest || price.sell < cheapest.sellForTwo)
        best[rooms - 1] = { checkinDay: day, nights, sellForTwo: price.sell, refForTwo: price.ref };
    }
  }
  return best;
}
