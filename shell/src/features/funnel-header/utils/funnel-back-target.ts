/**
 * The simplified header of the booking and gift funnels: its back arrow returns to the hotel or stay
 * page keeping checkin, checkout, nights, a, b, c and giftFormat, or to home, or back in history.
 */
import type { RouteKind, RouteTarget } from '@escapade/shared-contracts/routes';

/** The booking and gift funnels: their pages get the simplified header. */
export const FUNNEL_ROUTE_KINDS: readonly RouteKind[] = [
  'bookingSummary',
  'giftSetup',
  'giftCardCustomization',
  'confirmation',
];

/** What the way back keeps of the funnel's hash (`night` is the search criteria's name for nights). */
export const KEPT_HASH_KEYS = ['checkin', 'checkout', 'night', 'nights', 'a', 'b', 'c', 'giftFormat'] as const;

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

/**
 * Where the back arrow leads: the hotel page when the funnel came from one (`hotelId` in the
 * hash), the stay page of the offer being booked or gifted, else history back when the shopper
 * came from another page of the shop, else home. The confirmation ends the funnel: home.
 */
export function funnelBackTarget(
  route: { kind: RouteKind; id?: string; search: string; hash: string },
  hasShopHistory: boolean,
): FunnelBack {
  const home: FunnelBack = { type: 'home', target: { kind: 'home' } };
  if (route.kind === 'confirmation') return home;
  const hash = keptHash(route.hash);
  const flow = new URLSearchParams(route.search.replace(/^\?/, '')).get('flow');
  const query = flow ? { flow } : undefined;
  const withCriteria = (target: RouteTarget): RouteTarget => ({
    ...target,
    ...(query ? { query } : {}),
    ...(hash ? { hash } : {}),
  });

  const hotelId = new URLSearchParams(route.hash.replace(/^#/, '')).get('hotelId');
  if (hotelId) return { type: 'page', target: withCriteria({ kind: 'hotel', id: hotelId }) };
  if ((route.kind === 'bookingSummary' || route.kind === 'giftSetup') && route.id) {
    return { type: 'page', target: withCriteria({ kind: 'stay', id: route.id }) };
  }
  return hasShopHistory ? { type: 'history' } : home;
}
