/**
 * The header's navigation tree, computed from the catalogue: tabs
 * Destinations (country → region → department → city), Themes (theme → region of the site's
 * country) and Gifts, plus the theme of the week. Deterministic: the same catalogue and day give
 * the same answer. Links carry a route target the shell turns into a localised href.
 */
import { languageOf, pointOfSaleOf, type Language, type Locale } from '@escapade/shared-contracts/locales';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { DateTime } from 'luxon';
import type { Catalogue } from '../catalogue/catalogue';
import type { Labels } from '../vocabulary/labels';
import { THEMES, type Theme } from '../vocabulary/themes';
import { pictureUrl } from '../images/picture-url';

export type NavLinkVariant = 'tab' | 'link';

export interface NavLink {
  _id: string;
  label: string;
  /** The target written as `kind[/id][?query][#hash]`: the same on every site, the shell localises it. */
  uri: string;
  target: RouteTarget;
  /** Where the link belongs: the header (desktop Inspirations menu and mobile burger menu). */
  location: 'header';
  variant: NavLinkVariant;
  /** Published stay offers behind the link (0 for links that do not lead to offers). */
  count: number;
  children: NavLink[];
}

export interface ThemeOfTheWeek {
  _id: string;
  label: string;
  imageUrl: string;
  uri: string;
  target: RouteTarget;
  count: number;
}

export interface NavLinksResponse {
  links: NavLink[];
  themeOfTheWeek: ThemeOfTheWeek;
}

const TEXTS: Readonly<
  Record<'destinations' | 'themes' | 'gifts' | 'giftStays' | 'giftBoxes' | 'giftCard' | 'giftActivities', Labels>
> = {
  destinations: { fr: 'Destinations', es: 'Destinos', it: 'Destinazioni', nl: 'Bestemmingen' },
  themes: { fr: 'Thèmes', es: 'Temas', it: 'Temi', nl: "Thema's" },
  gifts: { fr: 'Cadeaux', es: 'Regalos', it: 'Regali', nl: 'Cadeaus' },
  giftStays: {
    fr: 'Séjours à offrir',
    es: 'Estancias para regalar',
    it: 'Soggiorni da regalare',
    nl: 'Verblijven om cadeau te geven',
  },
  giftBoxes: { fr: 'Coffrets cadeaux', es: 'Cajas regalo', it: 'Cofanetti regalo', nl: 'Cadeauboxen' },
  giftCard: { fr: 'Carte cadeau', es: 'Tarjeta regalo', it: 'Carta regalo', nl: 'Cadeaukaart' },
  giftActivities: {
    fr: 'Activités à offrir',
    es: 'Actividades para regalar',
    it: 'Attività da regalare',
    nl: 'Activiteiten om cadeau te geven',
  },
};

/** Regions listed under a theme: the busiest ones of the site's country. */
const REGIONS_PER_THEME = 8;

/** `search#city=12`, `giftBoxes?flow=gifting`: a readable, locale-free form of a target. */
export function targetUri(target: RouteTarget): string {
  const query = new URLSearchParams(target.query ?? {}).toString();
  return `${target.kind}${target.id ? `/${target.id}` : ''}${query ? `?${query}` : ''}${target.hash ? `#${target.hash}` : ''}`;
}

function link(
  _id: string,
  label: string,
  target: RouteTarget,
  count: number,
  children: NavLink[] = [],
  variant: NavLinkVariant = 'link',
): NavLink {
  return { _id, label, uri: targetUri(target), target, location: 'header', variant, count, children };
}

/** ISO 8601 week number of a yyyy-MM-dd date: the theme of the week changes on Mondays. */
export function isoWeekNumber(iso: string): number {
  const date = DateTime.fromFormat(iso, 'yyyy-MM-dd', { zone: 'utc' });
  if (!date.isValid) throw new Error(`Not a date: ${iso}`);
  return date.weekNumber;
}

/** The theme shown as theme of the week in the Themes tab, rotating through the themes week by week. */
export function themeOfTheWeekFor(todayIso: string): Theme {
  return THEMES[isoWeekNumber(todayIso) % THEMES.length]!;
}

interface OfferCounts {
  byCountry: Map<number, number>;
  byRegion: Map<number, number>;
  byDepartment: Map<number, number>;
  byCity: Map<number, number>;
  byTheme: Map<number, number>;
  /** `${themeId}/${regionId}` */
  byThemeAndRegion: Map<string, number>;
  giftable: number;
  giftableByTheme: Map<number, number>;
}

function increment<K>(map: Map<K, number>, key: K): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

function countOffers(catalogue: Catalogue): OfferCounts {
  const counts: OfferCounts = {
    byCountry: new Map(),
    byRegion: new Map(),
    byDepartment: new Map(),
    byCity: new Map(),
    byTheme: new Map(),
    byThemeAndRegion: new Map(),
    giftable: 0,
    giftableByTheme: new Map(),
  };
  for (const row of catalogue.rows) {
    if (!row.offer.published) continue;
    increment(counts.byCountry, row.countryId);
    increment(counts.byRegion, row.regionId);
    increment(counts.byDepartment, row.departmentId);
    increment(counts.byCity, row.city.id);
    for (const themeId of row.offer.themeIds) {
      increment(counts.byTheme, themeId);
      increment(counts.byThemeAndRegion, `${themeId}/${row.regionId}`);
      if (row.offer.giftable) increment(counts.giftableByTheme, themeId);
    }
    if (row.offer.giftable) counts.giftable += 1;
  }
  return counts;
}

function byLabel(language: Language) {
  const collator = new Intl.Collator(language);
  return (a: NavLink, b: NavLink) => collator.compare(a.label, b.label);
}

function destinationsTab(catalogue: Catalogue, counts: OfferCounts, locale: Locale): NavLink {
  const language = languageOf(locale);
  const sort = byLabel(language);
  const homeCode = pointOfSaleOf(locale).id;
  const count = (map: Map<number, number>, id: number) => map.get(id) ?? 0;

  const citiesOf = (departmentId: number) =>
    [...catalogue.cities.values()]
      .filter((city) => city.departmentId === departmentId && count(counts.byCity, city.id) > 0)
      .map((city) =>
        link(
          `city-${city.id}`,
          city.labels[language],
          { kind: 'search', hash: `city=${city.id}` },
          count(counts.byCity, city.id),
        ),
      )
      .sort(sort);
  const departmentsOf = (regionId: number) =>
    [...catalogue.departments.values()]
      .filter((department) => department.regionId === regionId && count(counts.byDepartment, department.id) > 0)
      .map((department) =>
        link(
          `department-${department.id}`,
          department.labels[language],
          { kind: 'search', hash: `department=${department.id}` },
          count(counts.byDepartment, department.id),
          citiesOf(department.id),
        ),
      )
      .sort(sort);
  const regionsOf = (countryId: number) =>
    [...catalogue.regions.values()]
      .filter((region) => region.countryId === countryId && count(counts.byRegion, region.id) > 0)
      .map((region) =>
        link(
          `region-${region.id}`,
          region.labels[language],
          { kind: 'search', hash: `region=${region.id}` },
          count(counts.byRegion, region.id),
          departmentsOf(region.id),
        ),
      )
      .sort(sort);

  // The site's own country first, the others in catalogue order.
  const countries = [...catalogue.countries.values()]
    .filter((country) => count(counts.byCountry, country.id) > 0)
    .sort((a, b) => Number(b.code === homeCode) - Number(a.code === homeCode));
  const children = countries.map((country) =>
    link(
      `country-${country.id}`,
      country.labels[language],
      { kind: 'search', hash: `country=${country.id}` },
      count(counts.byCountry, country.id),
      regionsOf(country.id),
    ),
  );
  const total = children.reduce((sum, child) => sum + child.count, 0);
  return link('destinations', TEXTS.destinations[language], { kind: 'search' }, total, children, 'tab');
}

function themesTab(catalogue: Catalogue, counts: OfferCounts, locale: Locale): NavLink {
  const language = languageOf(locale);
  const home = [...catalogue.countries.values()].find((country) => country.code === pointOfSaleOf(locale).id)!;
  const homeRegions = [...catalogue.regions.values()].filter((region) => region.countryId === home.id);
  const children = THEMES.filter((theme) => (counts.byTheme.get(theme.id) ?? 0) > 0).map((theme) => {
    const regions = homeRegions
      .map((region) => ({ region, count: counts.byThemeAndRegion.get(`${theme.id}/${region.id}`) ?? 0 }))
      .filter((entry) => entry.count > 0)
      .sort((a, b) => b.count - a.count || a.region.id - b.region.id)
      .slice(0, REGIONS_PER_THEME)
      .map(({ region, count }) =>
        link(
          `theme-${theme.id}-region-${region.id}`,
          region.labels[language],
          { kind: 'search', hash: `theme=${theme.id}&region=${region.id}` },
          count,
        ),
      );
    return link(
      `theme-${theme.id}`,
      theme.labels[language],
      { kind: 'search', hash: `theme=${theme.id}` },
      counts.byTheme.get(theme.id)!,
      regions,
    );
  });
  return link(
    'themes',
    TEXTS.themes[language],
    { kind: 'search' },
    catalogue.rows.filter((row) => row.offer.published).length,
    children,
    'tab',
  );
}

function giftsTab(counts: OfferCounts, locale: Locale): NavLink {
  const language = languageOf(locale);
  const gifting = { flow: 'gifting' } as const;
  const giftStayThemes = THEMES.filter((theme) => (counts.giftableByTheme.get(theme.id) ?? 0) > 0).map((theme) =>
    link(
      `gift-theme-${theme.id}`,
      theme.labels[language],
      { kind: 'search', query: gifting, hash: `theme=${theme.id}` },
      counts.giftableByTheme.get(theme.id)!,
    ),
  );
  const children = [
    link('gift-stays', TEXTS.giftStays[language], { kind: 'search', query: gifting }, counts.giftable, giftStayThemes),
    link('gift-boxes', TEXTS.giftBoxes[language], { kind: 'giftBoxes', query: gifting }, 0),
    link('gift-card', TEXTS.giftCard[language], { kind: 'giftCardCustomization', query: gifting }, 0),
    link('gift-activities', TEXTS.giftActivities[language], { kind: 'activitySearch', query: gifting }, 0),
  ];
  return link('gifts', TEXTS.gifts[language], { kind: 'home', query: gifting }, counts.giftable, children, 'tab');
}

/** The whole answer of GET /api/cms/navLinks for a locale on the catalogue's "today". */
export function buildNavLinks(catalogue: Catalogue, locale: Locale): NavLinksResponse {
  const counts = countOffers(catalogue);
  const language = languageOf(locale);
  const theme = themeOfTheWeekFor(catalogue.todayIso());
  const themeTarget: RouteTarget = { kind: 'search', hash: `theme=${theme.id}` };
  return {
    links: [destinationsTab(catalogue, counts, locale), themesTab(catalogue, counts, locale), giftsTab(counts, locale)],
    themeOfTheWeek: {
      _id: `theme-of-the-week-${theme.id}`,
      label: theme.labels[language],
      imageUrl: pictureUrl('activity', `theme-${theme.id}`),
      uri: targetUri(themeTarget),
      target: themeTarget,
      count: counts.byTheme.get(theme.id) ?? 0,
    },
  };
}
