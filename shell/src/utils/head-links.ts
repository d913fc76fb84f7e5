/**
 * Canonical and alternate links of every page, per locale. The canonical is the page's own
 * address on the public host; the alternates give the same page on every site where it exists,
 * plus x-default (the French site). A page of a paged list also names its neighbours (prev, next).
 */
import type { PageMeta } from '@escapade/shared-contracts/event-bus';
import { bcp47, LOCALES, pointOfSaleOf, siteOrigin, type Locale } from '@escapade/shared-contracts/locales';
import type { RouteKind } from '@escapade/shared-contracts/routes';
import { hrefFor, matchRoute, type MatchedRoute } from './route-table';

export interface AlternateLink {
  hreflang: string;
  href: string;
}

export interface HeadLinks {
  canonical?: string;
  alternates: AlternateLink[];
  /** The previous and next pages of a paged list, absolute, with their query. */
  prev?: string;
  next?: string;
}

/** The parts of window.location the links are built from. */
export interface PageLocation {
  protocol: string;
  hostname: string;
  port: string;
  origin: string;
}

export interface HeadLinkContext {
  locale: Locale;
  /** The router's path of the page. */
  pathname: string;
  /** The page the router matched there (null: no page of the shop). */
  route: MatchedRoute | null;
  location: PageLocation;
  /** Whether the page kind is served on another locale's site (its remote enabled there). */
  isServedIn(locale: Locale, kind: RouteKind): boolean;
}

/**
 * Pages that are the same page on every site: the catalogue ids (stays, hotels, activities) are
 * shared, the path words are translated. Landings, static pages and minisites have content (and
 * ids) of their own per locale; booking pages belong to one visitor.
 */
export const KINDS_WITH_ALTERNATES: ReadonlySet<RouteKind> = new Set<RouteKind>([
  'home',
  'search',
  'activitySearch',
  'stay',
  'hotel',
  'activityOnly',
  'giftBoxes',
  'contact',
  'ideas',
]);

/** The site that answers for visitors of no listed language. */
export const X_DEFAULT_LOCALE: Locale = 'fr_FR';

function isNoIndex(meta: PageMeta): boolean {
  return /\bnoindex\b/i.test(meta.robots ?? '');
}

/**
 * The public origin of the locale's site, the one its canonical and every alternate use: the
 * point of sale's own host (fr.…, be.…), whichever host served the page (the bare domain, a
 * customer-care host care.…), so the canonical and the alternates always agree.
 */
export function publicOrigin(locale: Locale, location: PageLocation): string {
  return siteOrigin(pointOfSaleOf(locale), location);
}

function pathOnly(path: string): string {
  return path.split(/[?#]/)[0] || '/';
}

/** A path of this site (not `//host` or a scheme) made absolute on `origin`, its query kept, its hash dropped. */
function siteAddress(path: string | undefined, origin: string): string | undefined {
  if (!path?.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return undefined;
  return new URL(path.split('#')[0]!, origin).href;
}

/** The neighbours a page of a paged list names, on the same public origin as its canonical. */
function pageNeighbours(meta: PageMeta, origin: string): Pick<HeadLinks, 'prev' | 'next'> {
  const prev = siteAddress(meta.prevPath, origin);
  const next = siteAddress(meta.nextPath, origin);
  return { ...(prev ? { prev } : {}), ...(next ? { next } : {}) };
}

/** No links for pages that ask not to be indexed: they have no canonical address to give. */
export function headLinksFor(meta: PageMeta, context: HeadLinkContext): HeadLinks {
  if (isNoIndex(meta)) return { alternates: [] };
  const path = pathOnly(meta.canonicalPath ?? context.pathname);
  const origin = publicOrigin(context.locale, context.location);
  const canonical = new URL(path, origin).href;
  const neighbours = pageNeighbours(meta, origin);

  // A canonical path the page gives is not the router's: it is looked up in the route table.
  const route = meta.canonicalPath === undefined ? context.route : matchRoute(context.locale, path);
  if (!route || !KINDS_WITH_ALTERNATES.has(route.kind)) return { canonical, alternates: [], ...neighbours };
  const target = { kind: route.kind, ...(route.id === undefined ? {} : { id: route.id }) };
  const served = LOCALES.filter((locale) => locale === context.locale || context.isServedIn(locale, route.kind));
  // One site only: there is nothing to be an alternate of.
  if (served.length < 2) return { canonical, alternates: [], ...neighbours };

  const hrefIn = (locale: Locale) => `${siteOrigin(pointOfSaleOf(locale), context.location)}${hrefFor(locale, target)}`;
  const alternates = served.map((locale) => ({ hreflang: bcp47(locale), href: hrefIn(locale) }));
  const defaultLocale = served.includes(X_DEFAULT_LOCALE) ? X_DEFAULT_LOCALE : served[0]!;
  alternates.push({ hreflang: 'x-default', href: hrefIn(defaultLocale) });
  return { canonical, alternates, ...neighbours };
}
