import ky from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { Flow, RouteKind } from '@escapade/shared-contracts/routes';

/** Every field present must equal the page's `banner:context` for the banner to apply. */
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
  id?: string;
  title: string;
  subtitle: string;
  imageUrl: string;
  imageMobile: string;
  imagePosition: 'center' | 'left' | 'right';
  imageAlt: string;
  ctas: { label: string; url: string; newTab: boolean }[];
  url: string;
  newTab: boolean;
  category: string;
  campaign: string;
  rules: TargetedBannerRules;
}

export interface GetTargetedBannersRequest {
  apiBase: string;
  locale: Locale;
  signal?: AbortSignal;
}

/** GET /content/targetedBanner.json answers every locale's banners; the shell keeps its own. */
export type GetTargetedBannersResponse = Partial<Record<Locale, TargetedBanner[]>>;

export async function getTargetedBanners({ apiBase, locale, signal }: GetTargetedBannersRequest): Promise<TargetedBanner[]> {
  const answer = await ky
    .get(`${apiBase}/content/targetedBanner.json`, { timeout: 5_000, retry: 0, signal })
    .json<GetTargetedBannersResponse>();
  const banners = answer?.[locale];
  return Array.isArray(banners) ? banners : [];
}
