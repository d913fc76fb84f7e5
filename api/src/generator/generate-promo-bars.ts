/**
 * Promo bars per locale: one per flow, links in the locale's language.
 * Computed at request time from the catalogue (the biggest city of the point of sale's country).
 * URLs follow the CMS link convention of api/README.md ("CMS links").
 */
import { languageOf, pointOfSaleOf, type Language, type Locale } from '@escapade/shared-contracts/locales';
import type { Flow } from '@escapade/shared-contracts/routes';
import type { Catalogue } from '../catalogue/catalogue';
import type { CityRecord } from '../catalogue/catalogue-records';
import { labelFor, type Labels } from '../vocabulary/labels';
import { GASTRONOMY_THEME_ID, ROMANTIC_THEME_ID, WELLNESS_THEME_ID } from '../vocabulary/themes';

export interface PromoColorPalette {
  background: string;
  /** Light text on a dark background, or dark text on a light one. */
  font: 'light' | 'dark';
}

export interface PromoLink {
  label: string;
  url: string;
  newTab: boolean;
  /** 'highlight' draws the link as a filled pill, 'default' as a plain link. */
  variation: 'default' | 'highlight';
  category: string;
  campaign: string;
  colorPalette: PromoColorPalette;
}

export interface PromoCta {
  label: string;
  url: string;
  newTab: boolean;
}

export interface PromoBar {
  internalCode: string;
  campaign: string;
  category: string;
  flow: Flow;
  links: PromoLink[];
  ctas: PromoCta[];
  showFlowTabs: boolean;
}

const TEAL: PromoColorPalette = { background: '#0b5d66', font: 'light' };
/** The shop's accent: white text on it reads at 4.8:1 (WCAG AA). */
const CORAL: PromoColorPalette = { background: '#c9441c', font: 'light' };
const SAND: PromoColorPalette = { background: '#f6f4f0', font: 'dark' };

const TEXTS = {
  wellness: {
    fr: 'Week-ends bien-être',
    es: 'Escapadas de bienestar',
    it: 'Weekend benessere',
    nl: 'Wellnessweekends',
  },
  romantic: {
    fr: 'Escapades romantiques',
    es: 'Escapadas románticas',
    it: 'Fughe romantiche',
    nl: 'Romantische uitjes',
  },
  gastronomy: { fr: 'Tables gourmandes', es: 'Mesas gourmet', it: 'Tavole gourmet', nl: 'Culinaire adresjes' },
  cityStays: {
    fr: 'Séjours à {city}',
    es: 'Estancias en {city}',
    it: 'Soggiorni a {city}',
    nl: 'Verblijven in {city}',
  },
  allOffers: {
    fr: 'Voir toutes les offres',
    es: 'Ver todas las ofertas',
    it: 'Vedi tutte le offerte',
    nl: 'Bekijk alle aanbiedingen',
  },
  giftStays: {
    fr: 'Séjours à offrir',
    es: 'Estancias para regalar',
    it: 'Soggiorni da regalare',
    nl: 'Verblijven om cadeau te geven',
  },
  giftWellness: {
    fr: 'Offrir du bien-être',
    es: 'Regalar bienestar',
    it: 'Regalare benessere',
    nl: 'Wellness cadeau geven',
  },
  giftRomantic: {
    fr: 'Un cadeau pour deux',
    es: 'Un regalo para dos',
    it: 'Un regalo per due',
    nl: 'Een cadeau voor twee',
  },
  allGifts: {
    fr: 'Toutes les idées cadeaux',
    es: 'Todas las ideas regalo',
    it: 'Tutte le idee regalo',
    nl: 'Alle cadeau-ideeën',
  },
} as const satisfies Record<string, Labels>;

function text(key: keyof typeof TEXTS, language: Language): string {
  return TEXTS[key][language];
}

/** The most populous city of the point of sale's country (Paris, Madrid, Roma, Bruxelles, Amsterdam). */
export function biggestCityOf(catalogue: Catalogue, locale: Locale): CityRecord | undefined {
  const countryCode = pointOfSaleOf(locale).id;
  const country = [...catalogue.countries.values()].find((candidate) => candidate.code === countryCode);
  let biggest: CityRecord | undefined;
  for (const city of catalogue.cities.values()) {
    if (city.countryId !== country?.id) continue;
    if (!biggest || city.population > biggest.population) biggest = city;
  }
  return biggest;
}

export function generatePromoBars(catalogue: Catalogue, locale: Locale): PromoBar[] {
  const language = languageOf(locale);
  const city = biggestCityOf(catalogue, locale);
  const code = locale.replace('_', '-').toUpperCase();
  const booking: PromoBar = {
    internalCode: `PROMO-${code}-BOOKING`,
    campaign: 'season-escapes',
    category: 'stay',
    flow: 'booking',
    links: [
      {
        label: text('wellness', language),
        url: `?flow=booking#theme=${WELLNESS_THEME_ID}`,
        newTab: false,
        variation: 'highlight',
        category: 'stay',
        campaign: 'wellness',
        colorPalette: CORAL,
      },
      {
        label: text('romantic', language),
        url: `?flow=booking#theme=${ROMANTIC_THEME_ID}`,
        newTab: false,
        variation: 'default',
        category: 'stay',
        campaign: 'romantic',
        colorPalette: TEAL,
      },
      {
        label: text('gastronomy', language),
        url: `?flow=booking#theme=${GASTRONOMY_THEME_ID}`,
        newTab: false,
        variation: 'default',
        category: 'stay',
        campaign: 'gastronomy',
        colorPalette: TEAL,
      },
      ...(city
        ? [
            {
              label: text('cityStays', language).replace('{city}', labelFor(city.labels, locale)),
              url: `?flow=booking#city=${city.id}`,
              newTab: false,
              variation: 'default' as const,
              category: 'stay',
              campaign: 'city',
              colorPalette: SAND,
            },
          ]
        : []),
    ],
    ctas: [{ label: text('allOffers', language), url: '?flow=booking', newTab: false }],
    showFlowTabs: false,
  };
  const gifting: PromoBar = {
    internalCode: `PROMO-${code}-GIFTING`,
    campaign: 'gift-ideas',
    category: 'gift',
    flow: 'gifting',
    links: [
      {
        label: text('giftStays', language),
        url: '?flow=gifting',
        newTab: false,
        variation: 'highlight',
        category: 'gift',
        campaign: 'gift-stays',
        colorPalette: CORAL,
      },
      {
        label: text('giftWellness', language),
        url: `?flow=gifting#theme=${WELLNESS_THEME_ID}`,
        newTab: false,
        variation: 'default',
        category: 'gift',
        campaign: 'gift-wellness',
        colorPalette: TEAL,
      },
      {
        label: text('giftRomantic', language),
        url: `?flow=gifting#theme=${ROMANTIC_THEME_ID}`,
        newTab: false,
        variation: 'default',
        category: 'gift',
        campaign: 'gift-romantic',
        colorPalette: TEAL,
      },
    ],
    ctas: [{ label: text('allGifts', language), url: '?flow=gifting', newTab: false }],
    // The gift pages are a flow of their own: the bar offers the way back to stays.
    showFlowTabs: true,
  };
  return [booking, gifting];
}
