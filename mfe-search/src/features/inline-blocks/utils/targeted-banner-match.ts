import type { RouteTarget } from '@escapade/shared-contracts/routes';
import type { SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import type { BannerContext } from '@escapade/shared-contracts/event-bus';
import { matchingTargetedBanners } from '@escapade/shared-contracts/targeted-banner';
import type { TargetedBanner } from '../api/get-targeted-banners';

/** What a results page is, in the terms of the banner rules. */
export function bannerContextOf(criteria: SearchCriteria, page: 'search' | 'activitySearch'): BannerContext {
  const context: BannerContext = { page, flow: criteria.flow, isLessThanTwoHours: isLessThanTwoHours(criteria) };
  if (criteria.places.city) context.city = criteria.places.city;
  if (criteria.places.department) context.department = criteria.places.department;
  if (criteria.places.region) context.region = criteria.places.region;
  if (criteria.places.country) context.country = criteria.places.country;
  if (criteria.theme !== undefined) context.theme = criteria.theme;
  return context;
}

/** A search around the visitor's position (the local search, "Less than 2h") rather than a named place. */
function isLessThanTwoHours(criteria: SearchCriteria): boolean {
  return criteria.lat !== undefined && criteria.lng !== undefined && Object.keys(criteria.places).length === 0;
}

/**
 * The banner of the results grid's inline block: the best one that applies to the search (null
 * when there is none: the block type is then skipped). On a results page the targeted banner lives
 * in the grid, among the results, not above the page: drawn with the results, it pushes nothing
 * down when it arrives.
 */
export function inlineTargetedBanner(
  banners: readonly TargetedBanner[],
  context: BannerContext,
): TargetedBanner | null {
  return matchingTargetedBanners(banners, context)[0] ?? null;
}

/**
 * Where a banner url leads. The api writes search links as `?query#hash` of the search page; an
 * absolute or other url is not a page of this shop's route table and gives null (a plain link).
 */
export function bannerTarget(url: string): RouteTarget | null {
  if (!url.startsWith('?') && !url.startsWith('#')) return null;
  const hashAt = url.indexOf('#');
  const queryText = hashAt === -1 ? url.slice(1) : url.slice(url.startsWith('?') ? 1 : 0, hashAt).replace(/^\?/, '');
  const hash = hashAt === -1 ? '' : url.slice(hashAt + 1);
  const query = Object.fromEntries(new URLSearchParams(queryText));
  const target: RouteTarget = { kind: query.flow === 'activity' ? 'activitySearch' : 'search' };
  return { ...target, ...(Object.keys(query).length > 0 ? { query } : {}), ...(hash ? { hash } : {}) };
}
