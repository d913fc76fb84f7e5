import type { BoxDetail } from '../features/gift-box/api/get-box-detail';
import type { BoxMapOffers, BoxOffer, BoxOffersPage } from '../features/gift-box/api/get-box-offers';

const sizedImages = (width: number, height: number) =>
  [1, 2].map((seed) => `/images/gift/${seed}.svg?w=${width}&h=${height}`);

/** A product-detail answer as the api sends it for a digital box (amounts in cents). */
export function boxDetailFixture(overrides: Partial<BoxDetail> = {}): BoxDetail {
  return {
    code: 'WELLNESS-EBOX',
    title: 'Coffret Bien-être',
    description: 'Une nuit pour deux et un moment de détente au spa.',
    includedContent: '1 nuit pour 2 personnes\nPetit-déjeuner inclus\n\nAccès au spa',
    value: 13990,
    referencePrice: 15690,
    price: { sellPrice: 13990, referencePrice: 15690, promo: 10 },
    searchCriteriaProperties: { nights: 1, people: 2, themeId: 12 },
    searchCriteria: { subthemas: [12] },
    slug: 'coffret-bien-etre',
    format: 'digital',
    images: {
      main: '/images/gift/1.svg',
      catalog: '/images/gift/2.svg',
      mainBySize: {
        '120_80': sizedImages(120, 80),
        '640_360': sizedImages(640, 360),
        '960_540': sizedImages(960, 540),
      },
    },
    pageModel: {
      pageTitle: 'Coffret Bien-être | Escapade',
      canonicalUrl: '/p/coffret-bien-etre/WELLNESS-EBOX',
      alternateUrls: [],
      metaRobots: 'noindex, follow',
    },
    ...overrides,
  };
}

/** One stay of a box, as its offers call lists it; the id names its hotel and city too. */
export function boxOfferFixture(id: number): BoxOffer {
  return {
    id,
    label: `Séjour détente ${id}`,
    uri: `/stay/${id}`,
    imageUrl: `/images/hotel/${id}.svg`,
    hotel: { id: 500 + id, label: `Hôtel ${id}`, stars: 4, review: { count: 40 + id, average: 8.4 } },
    location: { label: `Ville ${id}`, lat: 43 + id / 100, lng: 5 + id / 100 },
  };
}

/** A page of the box's stays with these ids, and the total the api counts. */
export function boxOffersPageFixture(ids: readonly number[], totalCount: number): BoxOffersPage {
  return { exactMatch: ids.map(boxOfferFixture), searchDetails: { totalCount } };
}

/** The map call's answer for the stays with these ids. */
export function boxMapOffersFixture(ids: readonly number[]): BoxMapOffers {
  return {
    exactMatch: ids.map((id) => {
      const { label, location } = boxOfferFixture(id);
      return { id, label, lat: location.lat, lng: location.lng };
    }),
    searchDetails: { totalCount: ids.length },
  };
}

/** Consecutive ids from `first`, `count` of them. */
export const offerIds = (first: number, count: number) => Array.from({ length: count }, (_, index) => first + index);
