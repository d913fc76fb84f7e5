/**
 * The price of one stay offer for what the visitor asked: dates and travellers give a final price
 * (or an unavailability), no dates give the cheapest "from" price. Shared by the detail and the
 * quote so both always agree.
 */
import type { Catalogue, SearchRow } from '../catalogue/catalogue';
import { barPriceOf, promoPercentOf } from './day-price';
import { addDaysIso, isoToEpochDay } from './dates';
import { priceBookableStay, roomsFor, type RoomHolds } from './stay-bookability';
import { applyPax, type Pax } from './stay-price';

export interface StayCriteria {
  checkin: string | null;
  nights: number | null;
  pax: Pax;
  /** The rooms orders hold on the nights asked (`OrderStore.roomHoldsForStay`): not for sale again. */
  holds: RoomHolds;
}

/** What the detail and quote report when the dates cannot be booked. */
export const NOT_AVAILABLE_ON_CHECKIN = 'PACKAGE_NOT_AVAILABLE_CHECKIN';

export interface CriteriaPrice {
  priceType: 'final-price' | 'from-price';
  sellPrice: number;
  refPrice: number;
  promoPercentageRounded: number;
  moneySaved: number;
  nights: number;
  checkin: string | null;
  checkout: string | null;
  nbRooms: number;
  roomsLeft: number;
  /** Set when dates were asked but cannot be booked; the prices are then the from-price. */
  error: typeof NOT_AVAILABLE_ON_CHECKIN | null;
}

/** The rooms of the offer these travellers need. */
export function roomsNeeded(row: SearchRow, pax: Pax): number {
  return roomsFor(row.roomCapacity, pax);
}

interface PriceParts {
  priceType: CriteriaPrice['priceType'];
  sellPrice: number;
  refPrice: number;
  nights: number;
  checkin: string | null;
  nbRooms: number;
  roomsLeft: number;
  error: CriteriaPrice['error'];
}

function criteriaPrice(parts: PriceParts): CriteriaPrice {
  return {
    ...parts,
    promoPercentageRounded: promoPercentOf(parts.sellPrice, parts.refPrice),
    moneySaved: Math.max(0, parts.refPrice - parts.sellPrice),
    checkout: parts.checkin ? addDaysIso(parts.checkin, parts.nights) : null,
  };
}

/**
 * With dates, the final price when the stay can be sold (`stay-bookability`: open nights, minimum
 * stay, the rooms the travellers need left on every night once the orders' holds are taken off),
 * else the from-price with NOT_AVAILABLE_ON_CHECKIN. Without dates, the from-price.
 */
export function priceForCriteria(catalogue: Catalogue, row: SearchRow, criteria: StayCriteria): CriteriaPrice {
  const nbRooms = roomsNeeded(row, criteria.pax);
  if (criteria.checkin) {
    const checkinDay = isoToEpochDay(criteria.checkin);
    const nights = criteria.nights ?? row.offer.minNights;
    if (checkinDay !== null) {
      const price = priceBookableStay(
        row.offer,
        row.hotel.environment,
        catalogue.availabilityWindow(),
        criteria.holds,
        { checkinDay, nights, rooms: nbRooms },
        criteria.pax,
      );
      if (price) {
        return criteriaPrice({
          priceType: 'final-price',
          sellPrice: price.sellPrice,
          refPrice: price.refPrice,
          nights,
          checkin: criteria.checkin,
          nbRooms,
          roomsLeft: price.roomsLeft,
          error: null,
        });
      }
    }
    return { ...fromPrice(catalogue, row, criteria.pax, nbRooms), error: NOT_AVAILABLE_ON_CHECKIN };
  }
  return fromPrice(catalogue, row, criteria.pax, nbRooms);
}

function fromPrice(catalogue: Catalogue, row: SearchRow, pax: Pax, nbRooms: number): CriteriaPrice {
  const cheapest = catalogue.fromPriceOf(row, nbRooms);
  const offer = row.offer;
  // Without any open date left, the list price still tells what the stay costs.
  const sellForTwo = cheapest ? cheapest.sellForTwo : offer.basePrice * offer.minNights;
  const refForTwo = cheapest ? cheapest.refForTwo : barPriceOf(sellForTwo, offer.promoPercent);
  return criteriaPrice({
    priceType: 'from-price',
    sellPrice: applyPax(sellForTwo, pax),
    refPrice: applyPax(refForTwo, pax),
    nights: cheapest ? cheapest.nights : offer.minNights,
    checkin: null,
    nbRooms,
    roomsLeft: offer.maxRoomsLeft,
    error: null,
  });
}
