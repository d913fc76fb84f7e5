import type { RouteTarget } from '@escapade/shared-contracts/routes';
import {
  bookingCriteria,
  checkoutChoicesQuery,
  type CheckoutChoices,
} from '@escapade/shared-contracts/booking-criteria';
import { serializeSearchCriteria, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';

/** The stay page with new criteria in its hash, keeping the rest of its query (flow, …). */
export function stayTarget(offerId: string, currentSearch: string, criteria: SearchCriteria): RouteTarget {
  return {
    kind: 'stay',
    id: offerId,
    query: Object.fromEntries(new URLSearchParams(currentSearch)),
    hash: serializeSearchCriteria(criteria).hash,
  };
}

/**
 * The checkout entry for the offer: the dates and travellers (no other criteria) in the hash, the
 * shopper's other choices (activity days, cancellation, best price) in the query.
 */
export function bookingSummaryTarget(
  offerId: string,
  criteria: SearchCriteria,
  choices: CheckoutChoices = { activitySelections: [], bestPrice: false },
): RouteTarget {
  return {
    kind: 'bookingSummary',
    id: offerId,
    query: { flow: criteria.flow, ...checkoutChoicesQuery(choices) },
    hash: serializeSearchCriteria(bookingCriteria(criteria)).hash,
  };
}
