import type { BannerContext } from './event-bus';
import type { RouteKind } from './routes';

/**
 * What a targeted banner asks of a page. Every field it sets must equal the page's
 * `banner:context`; a field left out (absent, null or '') matches any page. Place ids and themes
 * may come as text or as numbers: they are compared as text, so 12 and '12' are one place.
 */
export interface TargetedBannerRules {
  page?: RouteKind | null;
  flow?: string | null;
  department?: string | number | null;
  theme?: string | number | null;
  city?: string | number | null;
  country?: string | number | null;
  region?: string | number | null;
  isLessThanTwoHours?: boolean | null;
}

/** Any banner with targeting rules: the shell's and a remote's own banner types both fit. */
export interface RuledBanner {
  rules?: TargetedBannerRules | null;
}

/** The rule fields a banner can set, each matched against the same field of the page's context. */
export const TARGETED_RULE_KEYS = [
  'page',
  'flow',
  'department',
  'theme',
  'city',
  'country',
  'region',
  'isLessThanTwoHours',
] as const satisfies readonly (keyof TargetedBannerRules & keyof BannerContext)[];

function isSet(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/**
 * A banner applies when every rule field it sets equals the page's context, compared as text. A
 * field the banner sets but the page leaves out does not match: `isLessThanTwoHours: false` only
 * matches a page that says it is not a local search.
 */
export function targetedBannerApplies(rules: TargetedBannerRules | null | undefined, context: BannerContext): boolean {
  return TARGETED_RULE_KEYS.every((key) => {
    const wanted = rules?.[key];
    if (!isSet(wanted)) return true;
    const actual = context[key];
    return isSet(actual) && String(actual) === String(wanted);
  });
}

/** How many rule fields a banner sets: more fields, more specific. */
export function ruleSpecificity(rules: TargetedBannerRules | null | undefined): number {
  return TARGETED_RULE_KEYS.filter((key) => isSet(rules?.[key])).length;
}

/** Every banner that applies to the page, best first: the most specific, then the list order. */
export function matchingTargetedBanners<Banner extends RuledBanner>(
  banners: readonly Banner[],
  context: BannerContext,
): Banner[] {
  return banners
    .map((banner, index) => ({ banner, index, specificity: ruleSpecificity(banner.rules) }))
    .filter(({ banner }) => targetedBannerApplies(banner.rules, context))
    .sort((a, b) => b.specificity - a.specificity || a.index - b.index)
    .map(({ banner }) => banner);
}

/** The banner shown above the page: the most specific that applies, the first on a tie; or null. */
export function bestTargetedBanner<Banner extends RuledBanner>(
  banners: readonly Banner[],
  context: BannerContext,
): Banner | null {
  return matchingTargetedBanners(banners, context)[0] ?? null;
}
