/**
 * Pieces the CMS pages share (home, landings, campaigns, ideas): links to the shop's pages,
 * destination and theme tiles counted from the catalogue, picture addresses and footer parts.
 *
 * Links are route targets, never paths: the shell alone knows the localised URL of a page.
 */
import type { FooterParts } from '@escapade/shared-contracts/event-bus';
import { bcp47, type Language, type Locale } from '@escapade/shared-contracts/locales';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import type { CityRecord, CmsCategoryItem, CmsImage, CmsLink, OfferRecord } from '../catalogue/catalogue-records';
import type { Labels } from '../vocabulary/labels';
import { THEMES } from '../vocabulary/themes';
import { pictureUrl } from '../images/picture-url';

/** Offers a topSearchResults block shows: one row of a desktop carousel, two of a phone grid. */
export const TOP_RESULTS_LIMIT = 8;

export type CmsFlow = 'booking' | 'gifting';

/** The search page for a criteria hash (`theme=23`, `city=10001&theme=26`). */
export function searchTarget(hash: string, flow: CmsFlow = 'booking'): RouteTarget {
  return { kind: 'search', query: { flow }, hash };
}

/** The gifting flow's home: the shell shows it for `flow=gifting`. */
export const GIFTING_HOME_TARGET: RouteTarget = { kind: 'home', query: { flow: 'gifting' } };

/** A link to a shop page, opened in the same tab. */
export function shopLink(label: string, target: RouteTarget): CmsLink {
  return { label, newTab: false, target };
}

/**
 * Footer parts of the CMS pages. The booking legal block (terms, package directive, data
 * controller) belongs to the booking summary, where a customer agrees to them: no content page
 * shows it. Pages that lead to a booking keep the contact block; the gifting home and the campaign
 * pages, which sell gifts and deals, leave it out to keep the newsletter as the one call to action
 * below their offers.
 */
export const CMS_FOOTERS = {
  bookingHome: { legal: false, newsletter: true, contact: true },
  giftingHome: { legal: false, newsletter: true, contact: false },
  landing: { legal: false, newsletter: true, contact: true },
  campaign: { legal: false, newsletter: true, contact: false },
} as const satisfies Record<string, FooterParts>;

/** Descriptions of the generated scenes, for the pictures' alternative texts. */
const SCENE_ALTS: Readonly<Record<'hero' | 'gift', Labels>> = {
  hero: {
    fr: 'Lac entouré de collines boisées',
    es: 'Lago rodeado de colinas boscosas',
    it: 'Lago circondato da colline boscose',
    nl: 'Meer tussen beboste heuvels',
  },
  gift: {
    fr: 'Coffret cadeau noué d’un ruban',
    es: 'Caja regalo con un lazo',
    it: 'Cofanetto regalo con un nastro',
    nl: 'Cadeaubox met een strik',
  },
};

/** Picture sizes of the CMS blocks (width × height), among the shop's card sizes. */
const BANNER_SIZE = { w: 1920, h: 595 } as const;
const BANNER_MOBILE_SIZE = { w: 750, h: 360 } as const;
const MARKETING_SIZE = { w: 960, h: 540 } as const;

function sceneImage(kind: 'hero' | 'gift', seed: string, size: { w: number; h: number }, language: Language): CmsImage {
  return { url: pictureUrl(kind, seed, { width: size.w, height: size.h }), alt: SCENE_ALTS[kind][language] };
}

/** The wide and the phone picture of a banner block (the phone one below 600 px). */
export function bannerImages(
  kind: 'hero' | 'gift',
  seed: string,
  language: Language,
): { image: CmsImage; imageMobile: CmsImage } {
  return {
    image: sceneImage(kind, seed, BANNER_SIZE, language),
    imageMobile: sceneImage(kind, seed, BANNER_MOBILE_SIZE, language),
  };
}

export function marketingImage(kind: 'hero' | 'gift', seed: string, language: Language): CmsImage {
  return sceneImage(kind, seed, MARKETING_SIZE, language);
}

/** A price in euros as the shop writes it: 49,90 € on fr, € 49,90 on nl; whole euros without cents. */
export function formatEuros(cents: number, locale: Locale): string {
  const digits = cents % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(bcp47(locale), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100);
}

/** Fills `{name}` placeholders. */
export function fillIn(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

// ---------------------------------------------------------------------------------------------
// Destination and theme tiles
// ---------------------------------------------------------------------------------------------

export interface DestinationStats {
  city: CityRecord;
  /** Published stays. */
  count: number;
  /** Cents: the cheapest night for two among them, before the day's price variation. */
  fromPrice: number;
}

/** Published stays per city, from (offer, city) pairs. */
export function destinationStats(
  entries: Iterable<{ offer: OfferRecord; city: CityRecord }>,
): Map<number, DestinationStats> {
  const stats = new Map<number, DestinationStats>();
  for (const { offer, city } of entries) {
    if (!offer.published) continue;
    const entry = stats.get(city.id) ?? { city, count: 0, fromPrice: Number.POSITIVE_INFINITY };
    entry.count += 1;
    entry.fromPrice = Math.min(entry.fromPrice, offer.basePrice);
    stats.set(city.id, entry);
  }
  return stats;
}

/** Cities with the most stays first, then the most populous. */
export function rankDestinations(stats: Iterable<DestinationStats>): DestinationStats[] {
  return [...stats].sort((a, b) => b.count - a.count || b.city.population - a.city.population);
}

/** A city tile leading to the search `hash` (which names the city and may add a theme). */
export function destinationItem(
  destination: DestinationStats,
  language: Language,
  hash: string,
  flow: CmsFlow = 'booking',
): CmsCategoryItem {
  const { city } = destination;
  return {
    id: `city-${city.id}`,
    label: city.labels[language],
    imageUrl: pictureUrl('city', city.id),
    target: searchTarget(hash, flow),
    offerCount: destination.count,
    fromPrice: destination.fromPrice,
  };
}

/** Picture of a theme (the same on the home's tiles, the landings and the ideas page). */
export function themeImageUrl(themeId: number): string {
  return pictureUrl('activity', `theme-${themeId}`);
}

/** One tile per theme, leading to the search of that theme in the flow. */
export function themeItems(language: Language, flow: CmsFlow): CmsCategoryItem[] {
  return THEMES.map((theme) => ({
    id: `theme-${theme.id}`,
    label: theme.labels[language],
    imageUrl: themeImageUrl(theme.id),
    target: searchTarget(`theme=${theme.id}`, flow),
  }));
}
