import type { RouteKind } from '@escapade/shared-contracts/routes';

/** The customer's pages, in the order the account's navigation lists them. */
export const ACCOUNT_SECTIONS = ['profile', 'trips', 'wishlist'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

export const SECTION_ROUTE_KINDS: Readonly<Record<AccountSection, RouteKind>> = {
  profile: 'accountProfile',
  trips: 'accountTrips',
  wishlist: 'accountWishlist',
};
