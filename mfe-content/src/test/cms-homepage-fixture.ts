import type { CmsBlock } from '../features/cms-blocks/components/cms-block';
import type { CmsHomepageResponse, CmsPage } from '../features/home/api/get-cms-homepage';

/** Shaped like the api's generated CMS pages (api/src/generator/generate-cms-pages.ts). */
export const LONG_SUBTITLE =
  'Plus de 2 400 hôtels avec dîner, spa ou activité inclus, en France, en Espagne, en Italie, en Belgique et aux Pays-Bas.';

const destinations: CmsBlock = {
  type: 'topDestinations',
  title: 'Destinations populaires',
  items: [
    { id: 12, label: 'Paris', value: 'city=12', imageUrl: '/images/city/12.svg', offerCount: 42, fromPrice: 8900 },
    { id: 7, label: 'Lyon', value: 'city=7', imageUrl: '/images/city/7.svg', offerCount: 1, fromPrice: 10950 },
  ],
};

const themes: CmsBlock = {
  type: 'themes',
  title: 'Envie de…',
  items: [{ id: 3, label: 'Spa et bien-être', value: 'theme=3', imageUrl: '/images/activity/theme-3.svg' }],
};

const usp = (titles: string[]): CmsBlock => ({
  type: 'usp',
  title: 'Pourquoi choisir Escapade ?',
  items: titles.map((title) => ({ title, text: `${title} : le détail.` })),
});

const giftBoxes: CmsBlock = {
  type: 'giftBoxes',
  title: 'Nos coffrets cadeaux',
  items: [
    {
      code: 'SPA2-EBOX',
      title: 'Coffret Spa & Détente',
      imageUrl: '/images/gift/7.svg',
      price: 14990,
      referencePrice: 17990,
      nights: 1,
    },
  ],
};

const bookingPage: CmsPage = {
  seo: {
    title: 'Escapade – Week-ends et courts séjours à l’hôtel',
    description: 'Réservez votre week-end',
    index: true,
    follow: true,
  },
  jumbotron: { title: 'Offrez-vous une escapade', subtitle: LONG_SUBTITLE, imageUrl: '/images/hero/booking-fr_FR.svg' },
  blocks: [destinations, themes, usp(['Tout est compris', 'Annulation flexible', 'À votre écoute'])],
};

const giftingPage: CmsPage = {
  seo: { title: 'Escapade – Offrez un séjour', description: 'Offrez un week-end', index: false, follow: true },
  jumbotron: {
    title: 'Offrez un séjour inoubliable',
    subtitle: 'Valable 1 an, pour 2 personnes, échangeable.',
    imageUrl: '/images/hero/gifting-fr_FR.svg',
  },
  blocks: [giftBoxes, themes, destinations, usp(['Valable 1 an', 'Échangeable', 'Livraison offerte'])],
};

export const CMS_HOMEPAGE: CmsHomepageResponse = { booking: bookingPage, gifting: giftingPage };
