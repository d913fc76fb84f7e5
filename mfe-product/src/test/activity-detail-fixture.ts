import type { ActivityDetail, ActivityPrice } from '../features/activity/api/get-activity-detail';
import type { ActivityImages } from '../features/activity/api/get-activity-images';

/** The price of an activity for a participant count: a per-person price and a discount in percent. */
export function activityPrice(adults: number, perPerson: number, promoPercent = 0): ActivityPrice {
  const sellPrice = perPerson * adults;
  const barPrice = Math.round((sellPrice * 100) / (100 - promoPercent));
  return {
    paxComposition: { adults },
    sellPrice,
    barPrice,
    refPrice: barPrice,
    promo: promoPercent >= 5 ? promoPercent : 0,
    promoPercentageRounded: promoPercent,
    moneySaved: barPrice - sellPrice,
  };
}

const CENTRE = {
  id: 77,
  label: 'Mas des Oliviers',
  location: { label: 'Gordes', lat: 43.91, lng: 5.2, address: '12 chemin des Vignes' },
  uri: '/hotel/77',
  star: 4,
  main: true,
};

/** An activity-only detail.json answer as the api sends it (amounts in cents): 45 € a person, no promotion. */
export function activityDetailFixture(overrides: Partial<ActivityDetail> = {}): ActivityDetail {
  return {
    id: 90001,
    label: 'Massage aux huiles à Gordes',
    description: 'Un massage relaxant chez Mas des Oliviers. Une heure pour soi. Durée : 1 h. Pour 1 ou 2 personnes.',
    uri: '/activity/90001',
    published: true,
    imagesBySize: {
      '120_80': ['/images/activity/11.svg?w=120&h=80', '/images/hotel/12.svg?w=120&h=80'],
      '640_360': ['/images/activity/11.svg?w=640&h=360', '/images/hotel/12.svg?w=640&h=360'],
      '960_540': ['/images/activity/11.svg?w=960&h=540', '/images/hotel/12.svg?w=960&h=540'],
    },
    activities: [
      {
        title: 'Massage aux huiles',
        description: 'Un massage relaxant aux huiles essentielles.',
        univers: 'Bien-être',
        composition: ['Massage aux huiles', 'Accès au hammam', 'Durée : 1 h'],
        schedules: ['Du lundi au samedi, de 10 h à 19 h'],
        importantInformation: ["Présentez-vous 15 minutes avant l'heure du soin."],
        activityCenter: CENTRE,
      },
    ],
    importantInformation: ['Réservation obligatoire auprès du centre.'],
    niceToKnow: ['Parking gratuit sur place.'],
    locations: [CENTRE.location],
    mainActivityCenter: CENTRE,
    prices: [activityPrice(1, 4500), activityPrice(2, 4500)],
    breadCrumb: [
      { label: 'France', placeType: 'country', placeId: 1 },
      { label: "Provence-Alpes-Côte d'Azur", placeType: 'region', placeId: 93 },
      { label: 'Gordes', placeType: 'city', placeId: 10001 },
    ],
    pageModel: {
      pageTitle: 'Massage aux huiles à Gordes - Mas des Oliviers | Escapade',
      canonicalUrl: '/activity/90001',
      alternateUrls: [],
      metaRobots: 'index, follow',
    },
    ...overrides,
  };
}

/** The images.json answer matching the fixture's pictures. */
export function activityImagesFixture(): ActivityImages {
  return {
    images: [
      { url: '/images/activity/11.svg', alt: 'Massage aux huiles chez Mas des Oliviers' },
      { url: '/images/hotel/12.svg', alt: "Le centre d'activités Mas des Oliviers, Gordes" },
    ],
  };
}
