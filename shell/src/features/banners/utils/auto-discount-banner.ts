import type { Flags } from '@escapade/shared-contracts/lifecycle';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { Flow, RouteKind } from '@escapade/shared-contracts/routes';
import type { AnnouncementColorVariation } from '../api/announcement-banner-types';
import { announcementListFor, type AnnouncementPageList } from './banner-pages';

export interface AutoDiscountBanner {
  flow: Flow;
  pages: readonly AnnouncementPageList[];
  colorVariation: AnnouncementColorVariation;
  campaign: 'autodiscount';
  category: 'stay';
  /** i18n key of the message (rich text); the link goes to the stays search. */
  contentKey: 'banners.autoDiscount.content';
}

/**
 * The auto-discount-code variation replaces the announcement banner with a
 * fixed promo per locale (booking flow, home/search/product pages, red, campaign autodiscount,
 * category stay). The words are each language's; the settings are the same everywhere.
 */
const AUTO_DISCOUNT_BANNER: AutoDiscountBanner = {
  flow: 'booking',
  pages: ['homePages', 'searchPages', 'productPages'],
  colorVariation: 'red',
  campaign: 'autodiscount',
  category: 'stay',
  contentKey: 'banners.autoDiscount.content',
};

export const AUTO_DISCOUNT_BANNERS: Readonly<Record<Locale, AutoDiscountBanner>> = {
  fr_FR: AUTO_DISCOUNT_BANNER,
  es_ES: AUTO_DISCOUNT_BANNER,
  it_IT: AUTO_DISCOUNT_BANNER,
  nl_NL: AUTO_DISCOUNT_BANNER,
  fr_BE: AUTO_DISCOUNT_BANNER,
  nl_BE: AUTO_DISCOUNT_BANNER,
};

/** The fixed promo of the locale when the variation is on for this flow and page, else null. */
export function autoDiscountBannerFor(
  flags: Flags,
  locale: Locale,
  flow: Flow,
  kind: RouteKind | null,
): AutoDiscountBanner | null {
  if (!flags.autoDiscountCode) return null;
  const banner = AUTO_DISCOUNT_BANNERS[locale];
  const list = announcementListFor(kind);
  if (flow !== banner.flow || !list || !banner.pages.includes(list)) return null;
  return banner;
}
