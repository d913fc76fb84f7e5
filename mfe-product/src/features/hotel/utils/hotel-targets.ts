import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { bookingCriteria } from '@escapade/shared-contracts/booking-criteria';
import { serializeSearchCriteria, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import type { PlaceType } from '../api/get-hotel-detail';

/** The hash key that asks the hotel page to open on a section, and the value for its offers. */
export const ANCHOR_HASH_KEY = 'anchor';
export const PRODUCTS_ANCHOR = 'products';

/** True when the hash asks to open the page on its offers (anchor=products). */
export function asksForOffers(hash: string): boolean {
  return new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash).get(ANCHOR_HASH_KEY) === PRODUCTS_ANCHOR;
}

/** The dates and travellers of the criteria as a hash (checkin, checkout, night, a, c, b), nothing else. */
function datesAndTravellersHash(criteria: SearchCriteria): string {
  return serializeSearchCriteria(bookingCriteria(criteria)).hash;
}

/** The hotel page with new dates or travellers in its hash, keeping the rest of its query (flow, …). */
export function hotelPageTarget(hotelId: string, currentSearch: string, criteria: SearchCriteria): RouteTarget {
  return {
    kind: 'hotel',
    id: hotelId,
    query: Object.fromEntries(new URLSearchParams(currentSearch)),
    hash: datesAndTravellersHash(criteria),
  };
}

/** Another hotel's page (nearby hotels), for the same dates and travellers. */
export function otherHotelTarget(hotelId: number, criteria: SearchCriteria): RouteTarget {
  const hash = datesAndTravellersHash(criteria);
  return { kind: 'hotel', id: String(hotelId), ...(hash ? { hash } : {}) };
}

/** The criteria without dates: "See all offers" shows the hotel's stays whatever the day. */
export function withoutDates(criteria: SearchCriteria): SearchCriteria {
  return { ...criteria, checkin: undefined, checkout: undefined, night: undefined };
}

/** A stay is sold in the booking or the gifting flow; the hotel page's other flows book it. */
function stayFlow(criteria: SearchCriteria): 'booking' | 'gifting' {
  return criteria.flow === 'gifting' ? 'gifting' : 'booking';
}

/** The stay page of an offer, keeping the dates and travellers chosen on the hotel page. */
export function stayOfferTarget(offerId: number, criteria: SearchCriteria): RouteTarget {
  return {
    kind: 'stay',
    id: String(offerId),
    query: { flow: stayFlow(criteria) },
    hash: datesAndTravellersHash(criteria),
  };
}

/**
 * The search for a place of the breadcrumb (country, region or city: their hash keys have the
 * same names), or with no place at all, keeping the dates and travellers.
 */
export function placeSearchTarget(
  criteria: SearchCriteria,
  place?: { placeType: PlaceType; placeId: number },
): RouteTarget {
  const places = place ? { [place.placeType]: String(place.placeId) } : {};
  return {
    kind: 'search',
    query: { flow: criteria.flow },
    hash: serializeSearchCriteria({ ...bookingCriteria(criteria), places }).hash,
  };
}
