/**
 * Content of the inline blocks of the search results page:
 * the box block, the gift block entries and the boxes block. Computed at request time from the
 * catalogue's gift boxes, so they always show boxes that exist.
 *
 * Links are route targets ({ kind, query?, hash? }), not URLs: the shell alone knows the URL scheme
 * and the front ends turn a target into a link with hrefFor.
 */
import { LOCALES, languageOf, type Locale } from '@escapade/shared-contracts/locales';
import type { Catalogue } from '../catalogue/catalogue';
import type { GiftBoxRecord } from '../catalogue/catalogue-records';
import { boxSlug } from '../gift-boxes/box-presentation';
import type { Labels } from '../vocabulary/labels';
import { pictureUrl } from '../images/picture-url';

export interface ContentRouteTarget {
  kind: 'giftBoxes' | 'giftCardCustomization' | 'search' | 'activitySearch';
  query?: Record<string, string>;
  hash?: string;
}

export interface BlockBox {
  code: string;
  /** The title as a URL part: a box's product page reads /p/{slug}/{code}. */
  slug: string;
  title: string;
  imageUrl: string;
  /** Cents. */
  price: number;
  referencePrice: number;
  nights: number;
  people: number;
  link: ContentRouteTarget;
}

/** GET /api/cms/box-block-serp */
export interface SearchBoxBlock {
  id: string;
  containerId: string;
  title: string;
  subtitle: string;
  colorPalette: { background: string; font: 'light' | 'dark' };
  cta: { label: string; link: ContentRouteTarget; newTab: boolean };
  boxes: BlockBox[];
}

/** One entry of GET /content/giftBlock.json: a link per card, null when the card is not sold there. */
export interface GiftBlockEntry {
  locale: Locale;
  boxURL: ContentRouteTarget | null;
  singleVoucherURL: ContentRouteTarget | null;
  giftcardURL: ContentRouteTarget | null;
  activityOnlyURL: ContentRouteTarget | null;
  campaign: string;
  category: string;
  title: string;
  subtitle: string;
  imageS: string;
  imageL: string;
}

/** One entry of GET /content/boxBlock.json (the gift-box block of content pages). */
export interface BoxesBlockEntry {
  locale: Locale;
  campaign: string;
  title: string;
  subtitle: string;
  buttonLabel: string;
  buttonURL: ContentRouteTarget;
  results: BlockBox[];
}

/** Boxes shown in a block: the four cheapest digital boxes (EBOX codes, as the boxes listing). */
export const BLOCK_BOX_COUNT = 4;
/** Gift cards are sold only on these sites: the gift card banner shows only there. */
export const GIFT_CARD_LOCALES: readonly Locale[] = ['fr_FR', 'fr_BE', 'nl_NL', 'nl_BE', 'it_IT'];
/** Activity-only gifts are not sold on the Dutch site yet. */
const ACTIVITY_GIFT_EXCLUDED_LOCALES: readonly Locale[] = ['nl_NL'];

const BOX_BLOCK_TITLE: Labels = {
  fr: 'Et pourquoi pas un coffret cadeau ?',
  es: '¿Y por qué no una caja regalo?',
  it: 'E perché non un cofanetto regalo?',
  nl: 'Of geef een cadeaubox',
};
const BOX_BLOCK_SUBTITLE: Labels = {
  fr: 'Des centaines de séjours au choix, valables un an et demi.',
  es: 'Cientos de estancias a elegir, válidas año y medio.',
  it: 'Centinaia di soggiorni a scelta, validi un anno e mezzo.',
  nl: 'Honderden verblijven om uit te kiezen, anderhalf jaar geldig.',
};
const BOX_BLOCK_CTA: Labels = {
  fr: 'Voir tous les coffrets',
  es: 'Ver todas las cajas',
  it: 'Vedi tutti i cofanetti',
  nl: 'Bekijk alle boxen',
};
const GIFT_BLOCK_TITLE: Labels = {
  fr: 'Faites plaisir à vos proches',
  es: 'Sorprende a tus seres queridos',
  it: 'Fai felici le persone che ami',
  nl: 'Verras je dierbaren',
};
const GIFT_BLOCK_SUBTITLE: Labels = {
  fr: 'Un séjour, un coffret, une carte cadeau ou une activité : à eux de choisir la date.',
  es: 'Una estancia, una caja, una tarjeta regalo o una actividad: ellos eligen la fecha.',
  it: 'Un soggiorno, un cofanetto, una gift card o un’attività: la data la scelgono loro.',
  nl: 'Een verblijf, een box, een cadeaukaart of een activiteit: zij kiezen de datum.',
};
const BOXES_BLOCK_TITLE: Labels = {
  fr: 'Découvrez nos coffrets cadeaux',
  es: 'Descubre nuestras cajas regalo',
  it: 'Scopri i nostri cofanetti regalo',
  nl: 'Ontdek onze cadeauboxen',
};

function blockBoxes(catalogue: Catalogue, locale: Locale): BlockBox[] {
  const language = languageOf(locale);
  const digital = [...catalogue.giftBoxes.values()].filter((box) => box.code.endsWith('-EBOX'));
  return digital
    .sort((a, b) => a.price - b.price || a.code.localeCompare(b.code))
    .slice(0, BLOCK_BOX_COUNT)
    .map((box: GiftBoxRecord) => ({
      code: box.code,
      slug: boxSlug(box, language),
      title: box.labels[language],
      imageUrl: pictureUrl('gift', box.images[0]?.seed ?? box.code),
      price: box.price,
      referencePrice: box.referencePrice,
      nights: box.nights,
      people: box.people,
      link: { kind: 'giftBoxes', hash: `box=${box.code}` },
    }));
}

export function searchBoxBlock(catalogue: Catalogue, locale: Locale): SearchBoxBlock {
  const language = languageOf(locale);
  return {
    id: `box-block-serp-${locale}`,
    containerId: 'search-box-block',
    title: BOX_BLOCK_TITLE[language],
    subtitle: BOX_BLOCK_SUBTITLE[language],
    colorPalette: { background: '#f6f4f0', font: 'dark' },
    cta: { label: BOX_BLOCK_CTA[language], link: { kind: 'giftBoxes' }, newTab: false },
    boxes: blockBoxes(catalogue, locale),
  };
}

export function giftBlockEntries(): GiftBlockEntry[] {
  return LOCALES.map((locale) => {
    const language = languageOf(locale);
    return {
      locale,
      boxURL: { kind: 'giftBoxes' },
      singleVoucherURL: { kind: 'search', query: { flow: 'gifting' } },
      giftcardURL: GIFT_CARD_LOCALES.includes(locale) ? { kind: 'giftCardCustomization' } : null,
      activityOnlyURL: ACTIVITY_GIFT_EXCLUDED_LOCALES.includes(locale)
        ? null
        : { kind: 'activitySearch', query: { flow: 'activity' } },
      campaign: 'gift-block',
      category: 'gift',
      title: GIFT_BLOCK_TITLE[language],
      subtitle: GIFT_BLOCK_SUBTITLE[language],
      imageS: pictureUrl('gift', `gift-block-${language}`, { width: 640, height: 360 }),
      imageL: pictureUrl('gift', `gift-block-${language}`, { width: 1920, height: 595 }),
    };
  });
}

export function boxesBlockEntries(catalogue: Catalogue): BoxesBlockEntry[] {
  return LOCALES.map((locale) => {
    const language = languageOf(locale);
    return {
      locale,
      campaign: 'boxes-block',
      title: BOXES_BLOCK_TITLE[language],
      subtitle: BOX_BLOCK_SUBTITLE[language],
      buttonLabel: BOX_BLOCK_CTA[language],
      buttonURL: { kind: 'giftBoxes' },
      results: blockBoxes(catalogue, locale),
    };
  });
}
