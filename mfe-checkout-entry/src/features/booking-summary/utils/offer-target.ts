import type { RouteTarget } from '@escapade/shared-contracts/routes';
import {
  defaultSearchCriteria,
  serializeSearchCriteria,
  type SearchCriteria,
} from '@escapade/shared-contracts/search-criteria';

/** The stay page of the offer with the same dates and travellers: where the summary's back link leads. */
export function offerTarget(offerId: string, criteria: SearchCriteria): RouteTarget {
  const kept: SearchCriteria = {
    ...defaultSearchCriteria(criteria.flow),
    checkin: criteria.checkin,
    checkout: criteria.checkout,
    night: criteria.night,
    adults: criteria.adults,
    children: criteria.children,
    babies: criteria.babies,
    singleRoom: criteria.singleRoom,
  };
  return { kind: 'stay', id: offerId, query: { flow: criteria.flow }, hash: serializeSearchCriteria(kept).hash };
}
