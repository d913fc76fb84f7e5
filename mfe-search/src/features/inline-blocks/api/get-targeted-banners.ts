import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import type { TargetedBannerRules } from '@escapade/shared-contracts/targeted-banner';

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
export function getTargetedBanners(api: KyInstance, signal?: AbortSignal): Promise<TargetedBannersByLocale> {
  return api.get('content/targetedBanner.json', { signal }).json<TargetedBannersByLocale>();
}

export function targetedBannersQuery(api: KyInstance) {
  return queryOptions({
    queryKey: ['targeted-banners'],
    queryFn: ({ signal }) => getTargetedBanners(api, signal),
  });
}
