import type { SearchOffer, SearchOffersResponse } from '../utils/search-offers-answer';

export function offerFixture(overrides: Partial<SearchOffer> = {}): SearchOffer {
  const id = overrides.id ?? 101;
  return {
    id,
    label: `Week-end gourmand ${id}`,
    imageUrl: `/images/hotel/${id}.svg`,
    images: [`/images/hotel/${id}.svg`],
    uri: `/sejour/${id}`,
    headwords: ['Dîner gastronomique'],
    hotel: {
      id: 500 + id,
      label: `Hôtel des Arts ${id}`,
      stars: 4,
      review: { count: 132, average: 8.6 },
      location: {
        label: 'Paris 6e',
        uri: '/hotel/paris',
        address: '1 rue de Seine',
        zipCode: '75006',
        lat: 48.85,
        lng: 2.33,
      },
    },
    sellPrice: 18900,
    refPrice: 25200,
    promo: 25,
    priceType: 'final-price',
    availableRooms: 3,
    expiration: null,
    lastMinute: false,
    marketingLabels: [],
    cancellationPolicy: { cancellable: true, message: '' },
    distance: 2.4,
    nights: 2,
    paxCount: 2,
    adult: 2,
    child: 0,
    baby: 0,
    checkin: null,
    checkout: null,
    flowType: 'booking',
    index: 0,
    topTheme: null,
    autoDiscount: null,
    prices: [],
    ...overrides,
  };
}

export function offersResponseFixture(
  offers: SearchOffer[],
  totalCount = offers.length,
  destination: string | null = 'Paris',
): SearchOffersResponse {
  return {
    exactMatch: offers,
    totalCount,
    searchDetails: {
      totalCount,
      checkin: null,
      night: null,
      adult: 2,
      child: 0,
      baby: 0,
      hotelId: null,
      location: null,
      destination,
      locationHierarchy: [],
      uri: '/recherche',
      theme: null,
      cityId: 12,
      themeId: null,
    },
  };
}
