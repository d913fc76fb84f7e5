import { parseSearchCriteria } from '@escapade/shared-contracts/search-criteria';

/** The only part of a hotel's offers search the branch reads. */
export interface HotelOffersAnswer {
  exactMatch: { hotel: { label: string } }[];
}

/**
 * What the 404 page shows under its text: the way home, or, for an offer that has expired in a
 * hotel that still sells others, a warning and that hotel's offers.
 */
export type NotFoundBranch = { kind: 'homeButton' } | { kind: 'expiredOffer'; hotelId: string; hotelName: string };

const HOME_BUTTON: NotFoundBranch = { kind: 'homeButton' };

/**
 * The hotel an expired offer's link names in its hash (`hotelId=1203`), read as the search page
 * reads it: digits only, anything else names no hotel.
 */
export function hotelIdOfHash(hash: string): string | undefined {
  return parseSearchCriteria({ hash, search: '' }).hotelId;
}

/**
 * The branch for the route's hash and the answer of the hotel's offers search (undefined while it
 * is asked or when it failed). The way home stays until the hotel is known to have offers, so a
 * slow or failed search leaves the ordinary page.
 */
export function expiredOfferBranch(hash: string, answer: HotelOffersAnswer | undefined): NotFoundBranch {
  const hotelId = hotelIdOfHash(hash);
  const firstOffer = answer?.exactMatch[0];
  if (hotelId === undefined || firstOffer === undefined) return HOME_BUTTON;
  return { kind: 'expiredOffer', hotelId, hotelName: firstOffer.hotel.label };
}
