import type { RouteTarget } from '@escapade/shared-contracts/routes';
import {
  defaultSearchCriteria,
  serializeSearchCriteria,
  type SearchCriteria,
} from '@escapade/shared-contracts/search-criteria';

/** The stay page with new criteria in its hash, keeping the rest of its query (flow, …). */
export function stayTarget(offerId: string, currentSearch: string, criteria: SearchCriteria): RouteTarget {
  return {
    kind: 'stay',
    id: offerId,
    query: Object.fromEntries(new URLSearchParams(currentSearch)),
    hash: serializeSearchCriteria(criteria).hash,
  };
}

/** The checkout entry for the offer: only dates and travellers travel along, no other criteria. */
export function bookingSummaryTarget(offerId: string, criteria: SearchCriteria): RouteTarget {
  const booking: SearchCriteria = {
    ...defaultSearchCriteria(criteria.flow),
    checkin: criteria.checkin,
    checkout: criteria.checkout,
    night: criteria.night,
    adults: criteria.adults,
    children: criteria.children,
    babies: criteria.babies,
    singleRoom: criteria.singleRoom,
  };
  return {
    kind: 'bookingSummary',
    id: offerId,
    query: { flow: criteria.flow },
    hash: serializeSearchCriteria(booking).hash,
  };
}
