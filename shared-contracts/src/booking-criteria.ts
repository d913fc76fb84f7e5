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
