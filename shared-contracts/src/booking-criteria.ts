import { defaultSearchCriteria, type SearchCriteria } from './search-criteria';

/**
 * What travels between a stay page and its booking summary, both ways: the dates and the
 * travellers of the search, nothing else (no destination, filters, sort or page).
 */
export function bookingCriteria(criteria: SearchCriteria): SearchCriteria {
  return {
    ...defaultSearchCriteria(criteria.flow),
    checkin: criteria.checkin,
    checkout: criteria.checkout,
    night: criteria.night,
    adults: criteria.adults,
    children: criteria.children,
    babies: criteria.babies,
    singleRoom: criteria.singleRoom,
  };
}

/**
 * The stay a quote or an offer's detail is asked for: the search's dates and travellers under the
 * names the api uses. Dates stay as optional as they are in the criteria given.
 */
export function stayParams<Criteria extends SearchCriteria>(
  criteria: Criteria,
): { checkin: Criteria['checkin']; nights: Criteria['night']; adults: number; children: number; babies: number } {
  return {
    checkin: criteria.checkin,
    nights: criteria.night,
    adults: criteria.adults,
    children: criteria.children,
    babies: criteria.babies,
  };
}
