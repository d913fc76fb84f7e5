import type { BannerContext } from '@escapade/shared-contracts/event-bus';
import type { TargetedBanner, TargetedBannerRules } from '../api/get-targeted-banners';

/** The rule fields of spec shell §3 "Banner rules by locale". */
export const TARGETED_RULE_KEYS = [
  'page',
  'flow',
  'department',
  'theme',
  'city',
  'country',
  'region',
  'isLessThanTwoHours',
] as const;

function isSet(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/**
 * A banner applies when every rule field it sets equals the page's context (ids compare as text,
 * so 12 and '12' are one place). A field the banner leaves out matches anything.
 */
export function targetedBannerApplies(rules: TargetedBannerRules | undefined, context: BannerContext): boolean {
  return TARGETED_RULE_KEYS.every((key) => {
    const wanted = rules?.[key];
    if (!isSet(wanted)) return true;
    const actual = context[key];
    return isSet(actual) && String(actual) === String(wanted);
  });
}

/** How many rule fields a banner sets: more fields, more specific. */
export function ruleSpecificity(rules: TargetedBannerRules | undefined): number {
  return TARGETED_RULE_KEYS.filter((key) => isSet(rules?.[key])).length;
}

/** The most specific banner that applies; on a tie, the first in the CMS order. */
export function bestTargetedBanner(banners: readonly TargetedBanner[], context: BannerContext): TargetedBanner | null {
  let best: TargetedBanner | null = null;
  let bestSpecificity = -1;
  for (const banner of banners) {
    if (!targetedBannerApplies(banner.rules, context)) continue;
    const specificity = ruleSpecificity(banner.rules);
    if (specificity > bestSpecificity) {
      best = banner;
      bestSpecificity = specificity;
    }
  }
  return best;
}
