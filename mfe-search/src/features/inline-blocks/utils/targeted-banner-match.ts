import type { RouteTarget } from '@escapade/shared-contracts/routes';
import type { SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import type { TargetedBanner, TargetedBannerRules } from '../api/get-targeted-banners';

/** What a results page is, in the terms of the banner rules. */
export function bannerContextOf(criteria: SearchCriteria, page: 'search' | 'activitySearch'): TargetedBannerRules {
  const context: TargetedBannerRules = { page, flow: criteria.flow, isLessThanTwoHours: isLessThanTwoHours(criteria) };
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

const RULE_KEYS = ['page', 'flow', 'department', 'theme', 'city', 'country', 'region', 'isLessThanTwoHours'] as const;

function isSet(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/**
 * The banners that apply to a page, best first, as api/README.md "GET /content/targetedBanner.json"
 * defines it (the shell picks the same way): every rule field a banner sets equals the page's
 * context (ids compared as text, a field left out matches anything); more rule fields first, then
 * the list order.
 */
export function matchingTargetedBanners(
  banners: readonly TargetedBanner[],
  context: TargetedBannerRules,
): TargetedBanner[] {
  const specificityOf = (banner: TargetedBanner) => RULE_KEYS.filter((key) => isSet(banner.rules?.[key])).length;
  return banners
    .map((banner, index) => ({ banner, index, specificity: specificityOf(banner) }))
    .filter(({ banner }) =>
      RULE_KEYS.every((key) => {
        const wanted = banner.rules?.[key];
        if (!isSet(wanted)) return true;
        const actual = context[key];
        return isSet(actual) && String(actual) === String(wanted);
      }),
    )
    .sort((a, b) => b.specificity - a.specificity || a.index - b.index)
    .map(({ banner }) => banner);
}

/** The best banner for a page (the one the shell shows above it), or null. */
export function matchTargetedBanner(
  banners: readonly TargetedBanner[],
  context: TargetedBannerRules,
): TargetedBanner | null {
  return matchingTargetedBanners(banners, context)[0] ?? null;
}

/**
 * The banner of the results grid's inline block: the shell already shows the page's best banner
 * above the page, so the grid shows the next one that applies (null when there is none: the block
 * type is then skipped).
 */
export function inlineTargetedBanner(
  banners: readonly TargetedBanner[],
  context: TargetedBannerRules,
): TargetedBanner | null {
  return matchingTargetedBanners(banners, context)[1] ?? null;
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
