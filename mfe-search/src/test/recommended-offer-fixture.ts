import type { RecommendedOffer } from '../features/destination/api/get-recommended-offer';
import type { RecommendedSuggestion } from '../features/destination/api/get-recommended-suggestions';

/** A stay of the "Recommended" suggestions, then a hotel. */
export const RECOMMENDED_STAY: RecommendedSuggestion = {
  type: 'offer',
  id: 20001,
  label: 'Week-end gourmand à Paris',
  context: 'Paris',
  imageUrl: '/images/hotel/2.svg?w=160&h=120',
  value: '20001',
  hotelId: 904,
  stars: 3,
};

export const RECOMMENDED_STAY_AND_HOTEL: { suggestions: RecommendedSuggestion[] } = {
  suggestions: [
    RECOMMENDED_STAY,
    {
      type: 'hotel',
      id: 903,
      label: 'Hôtel Parisien',
      context: 'Paris',
      imageUrl: '/images/hotel/1.svg?w=160&h=120',
      value: 'hotelId=903',
      hotelId: 903,
      stars: 4,
    },
  ],
};

/** GET /api/recommended/20001.json for 2 nights from 2099-05-10: 199 € instead of 249 €. */
export const RECOMMENDED_OFFER: RecommendedOffer = {
  id: 20001,
  label: 'Week-end gourmand à Paris',
  imageUrl: '/images/hotel/2.svg',
  uri: '/stay/20001',
  hotel: {
    id: 904,
    label: 'Hôtel des Arts',
    stars: 3,
    review: { count: 88, average: 8.4 },
    location: { label: 'Paris', lat: 48.85, lng: 2.34 },
  },
  headwords: ['Dîner gastronomique'],
  sellPrice: 19900,
  refPrice: 24900,
  nights: 2,
  promo: 20,
  priceType: 'final-price',
  checkin: '2099-05-10',
  checkout: '2099-05-12',
  error: null,
};
