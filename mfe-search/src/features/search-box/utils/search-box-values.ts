import { setPax, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { withDestination, type ChosenDestination } from '../../../utils/chosen-destination';
import { nightsBetween, type StayDates } from '../../../utils/stay-dates';
import type { Passengers } from '../../../utils/passengers';

/** The query `from` value that marks a search started from the search bar. */
export const SEARCH_BAR_ORIGIN = 'searchbar';

/** What the search box holds when the visitor presses Search. */
export interface SearchBoxValues {
  destination: ChosenDestination | null;
  /** False while the field still shows the prefilled place: the location criteria stay as they were. */
  destinationEdited: boolean;
  dates: StayDates | null;
  travellers: Passengers;
}

export function datesOf(criteria: SearchCriteria): StayDates | null {
  return criteria.checkin && criteria.checkout ? { checkin: criteria.checkin, checkout: criteria.checkout } : null;
}

/**
 * The criteria to search: the prefilled ones (filters, theme, sort survive a new search) with the
 * box's destination, dates and travellers, back on the first page.
 */
export function criteriaFromSearchBox(base: SearchCriteria, values: SearchBoxValues): SearchCriteria {
  let criteria: SearchCriteria = { ...base, page: 0, from: SEARCH_BAR_ORIGIN };
  if (values.destinationEdited) criteria = withDestination(criteria, values.destination);
  criteria = setPax(criteria, values.travellers);
  // A gift has no dates: the recipient chooses them later.
  const dates = criteria.flow === 'gifting' ? null : values.dates;
  if (!dates) return { ...criteria, checkin: undefined, checkout: undefined, night: undefined };
  return {
    ...criteria,
    checkin: dates.checkin,
    checkout: dates.checkout,
    night: nightsBetween(dates.checkin, dates.checkout),
  };
}

/** The criteria without dates. */
export function withoutDates(criteria: SearchCriteria): SearchCriteria {
  return { ...criteria, page: 0, checkin: undefined, checkout: undefined, night: undefined };
}
