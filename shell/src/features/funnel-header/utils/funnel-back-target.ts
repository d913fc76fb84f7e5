/**
 * The simplified header of the booking and gift funnels: its back arrow returns to the hotel or
 * product page keeping the dates, nights and travellers (and a gift's nights, format and people),
 * or to home, or back in history.
 */
import type { Flags } from '@escapade/shared-contracts/lifecycle';
import { GIFT_CARD_CHECKOUT_ID, type RouteKind, type RouteTarget } from '@escapade/shared-contracts/routes';

/** The booking and gift funnels: their pages get the simplified header. */
export const FUNNEL_ROUTE_KINDS: readonly RouteKind[] = [
  'bookingSummary',
  'activityBooking',
  'giftCheckout',
  'giftSetup',
  'giftCardCustomization',
  'confirmation',
];

/**
 * What the way back keeps of the funnel's hash (`night` is the search criteria's name for nights;
 * a gift's set-up carries its nights, format and people under the gift keys).
 */
export const KEPT_HASH_KEYS = [
  'checkin',
  'checkout',
  'night',
  'nights',
  'a',
  'b',
  'c',
  'giftNights',
  'giftFormat',
  'giftAdult',
  'giftAdults',
] as const;

export function isFunnelRoute(kind: RouteKind | undefined): boolean {
  return kind !== undefined && FUNNEL_ROUTE_KINDS.includes(kind);
}

export type FunnelBack =
  { type: 'page'; target: RouteTarget } | { type: 'history' } | { type: 'home'; target: RouteTarget };

/** The kept criteria of a hash (without '#'), in their order of appearance. */
export function keptHash(hash: string): string {
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(hash.replace(/^#/, ''))) {
    if ((KEPT_HASH_KEYS as readonly string[]).includes(key)) kept.append(key, value);
  }
  return kept.toString();
}

/** Only the given keys of a list of parameters, those present, in the order given. */
function pick(params: URLSearchParams, keys: readonly string[]): string {
  const picked = new URLSearchParams();
  for (const key of keys) {
    const value = params.get(key);
    if (value) picked.set(key, value);
  }
  return picked.toString();
}

const GIFTING = { flow: 'gifting' } as const;

/**
 * The gift checkout's way back. A gift box (a `code` in the query) returns to the box's page, the
 * shop's own /box/{code} when the boxes toggle is on, else the catalogue's; a stay given as a gift
 * returns to its gift set-up with the nights, format and sleeves chosen there (what that page reads from
 * its hash), a gift card to the gift card page with its amount and format.
 */
function giftCheckoutBack(id: string | undefined, query: URLSearchParams, boxes: boolean): FunnelBack | null {
  if (id === GIFT_CARD_CHECKOUT_ID) {
    const hash = pick(query, ['amount', 'giftFormat']);
    return { type: 'page', target: { kind: 'giftCardCustomization', query: GIFTING, ...(hash ? { hash } : {}) } };
  }
  const code = query.get('code');
  if (code) {
    const hash = pick(query, ['giftFormat']);
    return {
      type: 'page',
      target: { kind: boxes ? 'giftBox' : 'giftBoxProduct', id: code, query: GIFTING, ...(hash ? { hash } : {}) },
    };
  }
  if (!id) return null;
  const hash = pick(query, ['giftNights', 'giftFormat', 'sleeves']);
  return { type: 'page', target: { kind: 'giftSetup', id, query: GIFTING, ...(hash ? { hash } : {}) } };
}

/**
 * The activity booking's way back: the activity page of the offer in the hash (`id`, else the
 * path's), with the participants (`a`) kept.
 */
function activityBookingBack(id: string | undefined, hashParams: URLSearchParams): FunnelBack | null {
  const activityId = hashParams.get('id') || id;
  if (!activityId) return null;
  const hash = pick(hashParams, ['a']);
  return { type: 'page', target: { kind: 'activityOnly', id: activityId, ...(hash ? { hash } : {}) } };
}

/**
 * Where the back arrow leads: the hotel page when the funnel came from one (`hotelId` in the
 * hash), the page of what is being bought (the stay, the activity, the gift box or the gift's
 * set-up), else history back when the shopper came from another page of the shop, else home. The
 * confirmation ends the funnel: home.
 */
export function funnelBackTarget(
  route: { kind: RouteKind; id?: string; search: string; hash: string },
  hasShopHistory: boolean,
  flags: Pick<Flags, 'boxes'> = { boxes: true },
): FunnelBack {
  const home: FunnelBack = { type: 'home', target: { kind: 'home' } };
  if (route.kind === 'confirmation') return home;
  const query = new URLSearchParams(route.search.replace(/^\?/, ''));
  const hashParams = new URLSearchParams(route.hash.replace(/^#/, ''));
  const history: FunnelBack = hasShopHistory ? { type: 'history' } : home;

  if (route.kind === 'activityBooking') return activityBookingBack(route.id, hashParams) ?? history;
  if (route.kind === 'giftCheckout') return giftCheckoutBack(route.id, query, flags.boxes) ?? history;

  const hash = keptHash(route.hash);
  const flow = query.get('flow');
  const withCriteria = (target: RouteTarget): RouteTarget => ({
    ...target,
    ...(flow ? { query: { flow } } : {}),
    ...(hash ? { hash } : {}),
  });

  const hotelId = hashParams.get('hotelId');
  if (hotelId) return { type: 'page', target: withCriteria({ kind: 'hotel', id: hotelId }) };
  if ((route.kind === 'bookingSummary' || route.kind === 'giftSetup') && route.id) {
    return { type: 'page', target: withCriteria({ kind: 'stay', id: route.id }) };
  }
  return history;
}
