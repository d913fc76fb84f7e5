/** Route kinds, the remote that serves each, and the targets remotes ask the shell to link to. */

export const REMOTE_NAMES = ['mfe-search', 'mfe-product', 'mfe-gift', 'mfe-content', 'mfe-checkout-entry'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const ROUTE_KINDS = [
  'home',
  'search',
  'activitySearch',
  'stay',
  'hotel',
  'activityOnly',
  'giftSetup',
  'giftBoxes',
  'giftBox',
  'giftBoxProduct',
  'giftCardCustomization',
  'beneficiaryLogin',
  'beneficiaryOffers',
  'boxLogin',
  'bookingSummary',
  'activityBooking',
  'giftCheckout',
  'confirmation',
  'signIn',
  'signUp',
  'accountProfile',
  'accountTrips',
  'accountWishlist',
  'contact',
  'staticPage',
  'landing',
  'ideas',
  'minisite',
  'campaign',
  'cityLanding',
  'themeLanding',
  'bookingLookup',
  'notFound',
] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

/** Which remote renders a route kind. The shell alone maps kinds to URLs. */
export const REMOTE_FOR_ROUTE: Readonly<Record<RouteKind, RemoteName>> = {
  home: 'mfe-content',
  search: 'mfe-search',
  activitySearch: 'mfe-search',
  stay: 'mfe-product',
  hotel: 'mfe-product',
  activityOnly: 'mfe-product',
  giftSetup: 'mfe-gift',
  giftBoxes: 'mfe-gift',
  giftBox: 'mfe-product',
  giftBoxProduct: 'mfe-product',
  giftCardCustomization: 'mfe-gift',
  beneficiaryLogin: 'mfe-gift',
  beneficiaryOffers: 'mfe-gift',
  boxLogin: 'mfe-gift',
  bookingSummary: 'mfe-checkout-entry',
  activityBooking: 'mfe-checkout-entry',
  giftCheckout: 'mfe-checkout-entry',
  confirmation: 'mfe-checkout-entry',
  signIn: 'mfe-checkout-entry',
  signUp: 'mfe-checkout-entry',
  accountProfile: 'mfe-checkout-entry',
  accountTrips: 'mfe-checkout-entry',
  accountWishlist: 'mfe-checkout-entry',
  contact: 'mfe-content',
  staticPage: 'mfe-content',
  landing: 'mfe-content',
  ideas: 'mfe-content',
  minisite: 'mfe-content',
  campaign: 'mfe-content',
  cityLanding: 'mfe-content',
  themeLanding: 'mfe-content',
  bookingLookup: 'mfe-content',
  notFound: 'mfe-content',
};

/**
 * The one kind with no address of its own: whatever path no other kind matches. The shell mounts
 * its remote there (the 404 page's body) and falls back to its own message when it cannot.
 */
export const NOT_FOUND_KIND = 'notFound' satisfies RouteKind;
export type AddressedRouteKind = Exclude<RouteKind, typeof NOT_FOUND_KIND>;

export type Flow = 'booking' | 'gifting' | 'activity' | 'hotel';
export const FLOWS: readonly Flow[] = ['booking', 'gifting', 'activity', 'hotel'];

export function isFlow(value: unknown): value is Flow {
  return typeof value === 'string' && (FLOWS as readonly string[]).includes(value);
}

/**
 * A place in the shop a remote wants to link to. `id` is the path parameter of kinds that take
 * one (stay, hotel, activityOnly, giftSetup, giftBox, giftBoxProduct, bookingSummary, activityBooking, giftCheckout,
 * confirmation, staticPage, landing, minisite, campaign, cityLanding, themeLanding). `hash` is written without its leading '#'.
 */
export interface RouteTarget {
  kind: RouteKind;
  id?: string;
  /** The words of a path that also names its page in readable form (a gift box's /p/{slug}/{code}). */
  slug?: string;
  query?: Readonly<Record<string, string>>;
  hash?: string;
}

/** The route a remote is mounted for: its kind and the parameters the shell read from the URL. */
export interface CurrentRoute {
  kind: RouteKind;
  id?: string;
  /** location.search without '?' */
  search: string;
  /** location.hash without '#' */
  hash: string;
  pathname: string;
}

/** The gift checkout's path id of a gift card (the other gifts use their offer id or box code). */
export const GIFT_CARD_CHECKOUT_ID = 'giftcard';
