import { addNights } from '@escapade/shared-contracts/search-criteria';
import type { RouteTarget } from '@escapade/shared-contracts/routes';

/**
 * The stay page of an offer. With a check-in chosen, the stay opens on those dates (check-in and
 * check-out the offer's nights later), as the search criteria write them in the hash.
 */
export function stayTarget(offer: { id: number; nights: number }, checkinDate: string | undefined): RouteTarget {
  const target: RouteTarget = { kind: 'stay', id: String(offer.id) };
  const checkout = checkinDate ? addNights(checkinDate, offer.nights) : undefined;
  if (!checkinDate || !checkout) return target;
  return { ...target, hash: new URLSearchParams({ checkin: checkinDate, checkout }).toString() };
}
