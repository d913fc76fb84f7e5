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

/** How the stay may be cancelled, chosen on the product page: its own terms, or the paid insurance. */
export const CANCELLATION_CHOICES = ['flexible', 'nonCancellable', 'insurance'] as const;
export type CancellationChoice = (typeof CANCELLATION_CHOICES)[number];

/**
 * What a shopper chose on a stay page besides dates and travellers, handed to the checkout entry
 * in its query: the day picked for each activity that needs one (`<activityId>_<yyyy-MM-dd>`),
 * the cancellation choice, and whether the check-in day was the month's best price.
 */
export interface CheckoutChoices {
  activitySelections: string[];
  cancellation?: CancellationChoice;
  bestPrice: boolean;
}

/** One activity selection: an activity id, an underscore, a date. */
const ACTIVITY_SELECTION = /^\d{1,10}_\d{4}-\d{2}-\d{2}$/;
/** A stay has at most a handful of activities: more in a URL is not a real choice. */
export const MAX_ACTIVITY_SELECTIONS = 20;

export function checkoutChoicesQuery(choices: CheckoutChoices): Record<string, string> {
  const query: Record<string, string> = {};
  if (choices.activitySelections.length > 0) query.activities = choices.activitySelections.join(',');
  if (choices.cancellation) query.cancellation = choices.cancellation;
  if (choices.bestPrice) query.bestPrice = '1';
  return query;
}

/** The choices of a checkout entry's query; whatever is malformed is left out, never thrown. */
export function parseCheckoutChoices(search: string): CheckoutChoices {
  const query = new URLSearchParams(search);
  const activitySelections = (query.get('activities') ?? '')
    .split(',')
    .filter((selection) => ACTIVITY_SELECTION.test(selection))
    .slice(0, MAX_ACTIVITY_SELECTIONS);
  const cancellation = CANCELLATION_CHOICES.find((choice) => choice === query.get('cancellation'));
  return { activitySelections, ...(cancellation ? { cancellation } : {}), bestPrice: query.get('bestPrice') === '1' };
}
