import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { bookingCriteria } from '@escapade/shared-contracts/booking-criteria';
import { serializeSearchCriteria, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';

/** The stay page of the offer with the same dates and travellers: where the summary's back link leads. */
export function offerTarget(offerId: string, criteria: SearchCriteria): RouteTarget {
  return {
    kind: 'stay',
    id: offerId,
    query: { flow: criteria.flow },
    hash: serializeSearchCriteria(bookingCriteria(criteria)).hash,
  };
}
