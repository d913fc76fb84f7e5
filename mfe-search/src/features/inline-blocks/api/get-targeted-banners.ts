import ky from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { Flow, RouteKind, RouteTarget } from '@escapade/shared-contracts/routes';

/** Spec shell §3 "Targeted banner" rules: every rule a banner has must match the page. */
export interface TargetedBannerRules {
  page?: RouteKind;
  flow?: Flow;
  department?: string;
  theme?: number;
  city?: string;
  country?: string;
  region?: string;
  isLessThanTwoHours?: boolean;
}

export interface TargetedBanner {
  id: string;
  title: string;
  subtitle: string;
  imageUrl: string;
  imageMobile: string;
  imagePosition: 'center' | 'left' | 'right';
  imageAlt: string;
  /** `target`: the same link as a route target, when the api gives it. */
  ctas: { label: string; url: string; target?: RouteTarget; newTab: boolean }[];
  /** The search the banner leads to, as `?query#hash` of the search page. */
  url: string;
  target?: RouteTarget;
  newTab: boolean;
  category: string;
  campaign: string;
  rules: TargetedBannerRules;
}

export type TargetedBannersByLocale = Partial<Record<Locale, TargetedBanner[]>>;

/** GET /content/targetedBanner.json — every locale's targeted banners with their rules. */
export function getTargetedBanners({
  apiBase,
  signal,
}: {
  apiBase: string;
  signal?: AbortSignal;
}): Promise<TargetedBannersByLocale> {
  return ky.get(`${apiBase}/content/targetedBanner.json`, { signal }).json<TargetedBannersByLocale>();
}
