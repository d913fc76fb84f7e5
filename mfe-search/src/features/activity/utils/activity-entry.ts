import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { defaultSearchCriteria, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { searchTargetFor } from '../../../utils/search-target';

/**
 * The activity search of the place a stay search looks at. The activity flow starts afresh (no
 * dates, travellers, theme or filters, as a flow change gives it); only the place is kept, so the
 * activities shown are where the shopper was looking.
 */
export function activitySearchTargetFrom(criteria: SearchCriteria): RouteTarget {
  const activity = defaultSearchCriteria('activity');
  activity.places = { ...criteria.places };
  if (criteria.lat !== undefined && criteria.lng !== undefined)
    Object.assign(activity, { lat: criteria.lat, lng: criteria.lng });
  return searchTargetFor('activitySearch', activity);
}
