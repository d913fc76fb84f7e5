import type { Flow, RouteTarget } from '@escapade/shared-contracts/routes';
import { DEFAULT_ADULTS, DEFAULT_BABIES, DEFAULT_CHILDREN } from '@escapade/shared-contracts/search-criteria';

/**
 * A stay card opens its product page with the id, keeping the hash
 * criteria and the search (the flow).
 */
export function stayTarget(offerId: number, flow: Flow, criteriaHash: string): RouteTarget {
  return { kind: 'stay', id: String(offerId), query: { flow }, hash: criteriaHash };
}

export interface HotelLinkStay {
  checkin: string | null | undefined;
  checkout: string | null | undefined;
  nights: number | null | undefined;
  adults: number;
  children: number;
  babies: number;
}

/**
 * The hotel page link: in the booking flow (and the other dated flows) it carries the dates hash
 * plus a nights count, and the travellers when they differ from the defaults; in the gifting flow
 * it carries no dates hash at all.
 */
export function hotelTarget(hotelId: number, flow: Flow, stay: HotelLinkStay): RouteTarget {
  const target: RouteTarget = { kind: 'hotel', id: String(hotelId) };
  if (flow === 'gifting') return target;
  const hash = new URLSearchParams();
  if (stay.checkin && stay.checkout) {
    hash.set('checkin', stay.checkin);
    hash.set('checkout', stay.checkout);
    if (stay.nights) hash.set('night', String(stay.nights));
  }
  if (stay.adults !== DEFAULT_ADULTS) hash.set('a', String(stay.adults));
  if (stay.children !== DEFAULT_CHILDREN) hash.set('c', String(stay.children));
  if (stay.babies !== DEFAULT_BABIES) hash.set('b', String(stay.babies));
  const text = hash.toString();
  return text ? { ...target, hash: text } : target;
}
