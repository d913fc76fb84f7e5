import type { RouteKind } from '@escapade/shared-contracts/routes';

export type AnnouncementPageList = 'homePages' | 'searchPages' | 'productPages';

/** Which CMS list of announcement messages a page kind reads; other pages have no announcement banner. */
const ANNOUNCEMENT_LIST_BY_KIND: Partial<Record<RouteKind, AnnouncementPageList>> = {
  home: 'homePages',
  search: 'searchPages',
  activitySearch: 'searchPages',
  stay: 'productPages',
  hotel: 'productPages',
  activityOnly: 'productPages',
};

export function announcementListFor(kind: RouteKind | null): AnnouncementPageList | null {
  return kind ? (ANNOUNCEMENT_LIST_BY_KIND[kind] ?? null) : null;
}

/** Browsing pages under the header that carry the promo bar (the purchase path stays quiet). */
const PROMO_BAR_KINDS: ReadonlySet<RouteKind> = new Set<RouteKind>([
  'home',
  'search',
  'activitySearch',
  'landing',
  'ideas',
  'giftBoxes',
]);

export function showsPromoBar(kind: RouteKind | null): boolean {
  return kind !== null && PROMO_BAR_KINDS.has(kind);
}

/** The countdown runs where shoppers start looking: home and search. */
const COUNTDOWN_KINDS: ReadonlySet<RouteKind> = new Set<RouteKind>(['home', 'search', 'activitySearch']);

export function showsCountdown(kind: RouteKind | null): boolean {
  return kind !== null && COUNTDOWN_KINDS.has(kind);
}
