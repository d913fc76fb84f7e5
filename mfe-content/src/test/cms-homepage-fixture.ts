import type { ApiMock } from '../../../platform/test-kit/api-mock';
import type { ContentBoxesBlock } from '../features/cms-blocks/api/get-content-boxes-block';
import type { CmsBlock } from '../features/cms-blocks/components/cms-block';
import type { CmsPage } from '../features/cms-page/components/cms-page-content';
import type { CmsHomepageResponse } from '../features/home/api/get-cms-homepage';
import type { FoundOffers } from '../features/offer-list/api/search-offers';

/** CMS pages shaped as docs/content.md describes them, in French. */
export const LONG_SUBTITLE =
  'Plus de 2 400 hôtels avec dîner, spa ou activité inclus, en France, en Espagne, en Italie, en Belgique et aux Pays-Bas.';

export const DESTINATIONS: CmsBlock = {
  type: 'categories',
  title: 'Destinations populaires',
  subtitle: 'Les villes préférées de nos voyageurs',
  items: [
    {
      id: 'city-12',
      label: 'Paris',
      imageUrl: '/images/city/12.svg',
      target: { kind: 'search', query: { flow: 'booking' }, hash: 'city=12' },
      offerCount: 42,
      fromPrice: 8900,
    },
    {
      id: 'city-7',
      label: 'Lyon',
      imageUrl: '/images/city/7.svg',
      target: { kind: 'search', query: { flow: 'booking' }, hash: 'city=7' },
      offerCount: 1,
      fromPrice: 10950,
    },
  ],
};

export const THEMES: CmsBlock = {
  type: 'categories',
  title: 'Envie de…',
  items: [
    {
      id: 'theme-3',
      label: 'Spa et bien-être',
      imageUrl: '/images/activity/theme-3.svg',
      target: { kind: 'themeLanding', id: 'spa-bien-etre-3' },
    },
  ],
};

export const BOOKING_USPS: CmsBlock = {
  type: 'mainUsp',
  variant: 'secondary',
  title: 'Pourquoi choisir Escapade ?',
  items: [
    { icon: 'price', title: 'Tout est compris', text: 'Nuit, repas et activités réunis dans un seul prix.' },
    { icon: 'cancel', title: 'Annulation flexible', text: 'De nombreux séjours annulables gratuitement.' },
    { icon: 'support', title: 'À votre écoute', text: 'Notre équipe vous répond 7 jours sur 7.' },
  ],
};

export const GIFTING_USPS: CmsBlock = {
  type: 'mainUsp',
  variant: 'border',
  title: 'Le cadeau qui fait voyager',
  items: [
    { icon: 'calendar', title: 'Valable 1 an', text: 'Le bénéficiaire réserve quand il le souhaite.' },
    { icon: 'gift', title: 'Échangeable', text: 'Un autre séjour ou une autre date, sans frais.' },
    { icon: 'delivery', title: 'Livraison offerte', text: 'En e-coffret immédiat ou en coffret physique.' },
  ],
};

export const TOP_SEARCH: CmsBlock = {
  type: 'topSearchResults',
  title: 'Week-ends gastronomiques',
  search: 'theme=26',
  flow: 'booking',
  limit: 4,
  more: {
    label: 'Voir tous les week-ends gastronomiques',
    newTab: false,
    target: { kind: 'search', hash: 'theme=26' },
  },
};

export const BANNER: CmsBlock = {
  type: 'banner',
  title: 'Les marchés de Noël',
  subtitle: 'Strasbourg, Colmar, Bruges : partez avant le 24 décembre.',
  image: { url: '/images/banner/xmas-desktop.svg', alt: 'Un marché de Noël illuminé' },
  imageMobile: { url: '/images/banner/xmas-mobile.svg', alt: 'Un marché de Noël illuminé' },
  cta: { label: 'Lire notre guide', newTab: true, url: 'https://blog.escapade.example/marches-de-noel' },
};

export const MARKETING: CmsBlock = {
  type: 'marketing',
  title: 'Nos idées de week-end',
  text: 'Des escapades choisies par notre équipe, saison après saison.',
  image: { url: '/images/marketing/ideas.svg', alt: 'Un couple sur un chemin de campagne' },
  cta: { label: 'Trouver l’inspiration', newTab: false, target: { kind: 'ideas' } },
};

export const JUMBOTRON_BLOCK: CmsBlock = {
  type: 'jumbotron',
  title: 'Partir sans trop attendre',
  subtitle: 'Des séjours disponibles dès ce week-end.',
  imageUrl: '/images/hero/last-minute.svg',
};

export function boxesBlock(showErrors: boolean): CmsBlock {
  return { type: 'boxes', showErrors };
}

const FOOTER = { legal: false, newsletter: true, contact: true };

export function cmsPage(title: string, blocks: CmsBlock[], overrides: Partial<CmsPage> = {}): CmsPage {
  return {
    seo: { title: `${title} | Escapade`, description: `${title} : nos séjours`, index: true, follow: true },
    jumbotron: { title, subtitle: `${title}, le temps d’un week-end.`, imageUrl: '/images/hero/landing.svg' },
    blocks,
    footer: FOOTER,
    ...overrides,
  };
}

const bookingPage: CmsPage = {
  seo: {
    title: 'Escapade – Week-ends et courts séjours à l’hôtel',
    description: 'Réservez votre week-end',
    index: true,
    follow: true,
  },
  jumbotron: { title: 'Offrez-vous une escapade', subtitle: LONG_SUBTITLE, imageUrl: '/images/hero/booking-fr_FR.svg' },
  blocks: [DESTINATIONS, TOP_SEARCH, BOOKING_USPS, BANNER, MARKETING, JUMBOTRON_BLOCK, THEMES, boxesBlock(false)],
  footer: { legal: false, newsletter: true, contact: true },
};

const giftingPage: CmsPage = {
  seo: { title: 'Escapade – Offrez un séjour', description: 'Offrez un week-end', index: false, follow: true },
  jumbotron: {
    title: 'Offrez un séjour inoubliable',
    subtitle: 'Valable 1 an, pour 2 personnes, échangeable.',
    imageUrl: '/images/hero/gifting-fr_FR.svg',
  },
  blocks: [boxesBlock(true), THEMES, GIFTING_USPS],
  footer: { legal: true, newsletter: false, contact: true },
};

export const CMS_HOMEPAGE: CmsHomepageResponse = { booking: bookingPage, gifting: giftingPage };

export const BOXES_BLOCK: ContentBoxesBlock = {
  locale: 'fr_FR',
  campaign: 'home-boxes',
  title: 'Nos coffrets du moment',
  subtitle: 'Le bénéficiaire choisit son séjour parmi des centaines d’hôtels.',
  buttonLabel: 'Voir tous les coffrets',
  buttonURL: { kind: 'giftBoxes', query: { flow: 'gifting' } },
  results: [
    {
      code: 'SPA2-EBOX',
      slug: 'coffret-spa-detente',
      title: 'Coffret Spa & Détente',
      imageUrl: '/images/gift/7.svg',
      price: 14990,
      referencePrice: 17990,
      nights: 1,
      people: 2,
    },
    {
      code: 'GOUR3-EBOX',
      slug: 'coffret-gourmand',
      title: 'Coffret Gourmand',
      imageUrl: '/images/gift/8.svg',
      price: 21900,
      referencePrice: 21900,
      nights: 2,
      people: 2,
    },
  ],
};

export const TOP_OFFERS: FoundOffers = {
  totalCount: 1,
  exactMatch: [
    {
      id: 20039,
      label: 'Dîner étoilé et nuit au château',
      imageUrl: '/images/hotel/1.svg',
      headwords: ['Dîner gastronomique'],
      hotel: { id: 1203, label: 'Château de la Loire', stars: 4, location: { label: 'Amboise' } },
      sellPrice: 28300,
      refPrice: 31900,
      promo: 12,
      priceType: 'from-price',
      nights: 1,
    },
  ],
};

/** Answers the calls a CMS page's blocks make: the gift-box block's content and the top searches. */
export function answerBlockCalls(api: ApiMock): void {
  api.json('/gateway/content-boxes-block/:locale', BOXES_BLOCK);
  api.json('/api/offers.json', TOP_OFFERS, { method: 'POST' });
}
