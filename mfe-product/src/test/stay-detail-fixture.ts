import type { StayDetail } from '../features/stay-detail/api/get-stay-detail';

/** A detail.json answer as the api sends it (amounts in cents). */
export function stayDetailFixture(overrides: Partial<StayDetail> = {}): StayDetail {
  return {
    id: 4321,
    label: 'Escapade gourmande en Provence',
    description: 'Deux jours pour goûter la Provence.',
    uri: '/sejour/escapade-gourmande-4321',
    published: true,
    headwords: ['Piscine chauffée', 'Dîner gastronomique'],
    images: [
      '/images/hotel/1.svg',
      '/images/room/2.svg',
      '/images/activity/3.svg',
      '/images/city/4.svg',
      '/images/hotel/5.svg',
      '/images/room/6.svg',
    ],
    imagesBySize: {
      '640_360': [
        '/images/hotel/1.svg?w=640&h=360',
        '/images/room/2.svg?w=640&h=360',
        '/images/activity/3.svg?w=640&h=360',
        '/images/city/4.svg?w=640&h=360',
        '/images/hotel/5.svg?w=640&h=360',
        '/images/room/6.svg?w=640&h=360',
      ],
      '960_540': [
        '/images/hotel/1.svg?w=960&h=540',
        '/images/room/2.svg?w=960&h=540',
        '/images/activity/3.svg?w=960&h=540',
        '/images/city/4.svg?w=960&h=540',
        '/images/hotel/5.svg?w=960&h=540',
        '/images/room/6.svg?w=960&h=540',
      ],
    },
    hotel: {
      id: 77,
      label: 'Mas des Oliviers',
      stars: 4,
      review: { count: 124, average: 8.6 },
      location: { label: 'Gordes', lat: 43.91, lng: 5.2, address: '12 chemin des Vignes', zipCode: '84220' },
      checkInOut: { checkin: '15:00', checkout: '11:00' },
      description: 'Un mas au milieu des oliviers.',
      facilities: [
        { id: 'pool', name: 'Piscine' },
        { id: 'parking', name: 'Parking' },
      ],
      ecoFacilities: [],
      ecoLabel: false,
      policy: { petsAllowed: true, petsPrice: 1500, petsMaxWeight: 10, petsMaxNumberOfPets: 1 },
      localTax: { amount: 150, currency: 'EUR', type: 'PER_PERSON_PER_NIGHT', toBePaidAtHotel: true },
    },
    room: {
      id: 9,
      label: 'Chambre Supérieure',
      size: 24,
      capacity: 2,
      bedding: '1 grand lit double',
      imageUrl: '/images/room/2.svg',
    },
    programLines: [
      { type: 'room', title: '1 nuit en chambre Supérieure' },
      { type: 'breakfast', title: 'Petit-déjeuner' },
      { type: 'dinner', title: 'Dîner 3 plats' },
    ],
    price: {
      sellPrice: 18900,
      refPrice: 23600,
      promoPercentageRounded: 20,
      priceType: 'from-price',
      nights: 1,
      adults: 2,
    },
    cancellationPolicy: {
      cancellable: true,
      cancellationDeadline: null,
      message: 'Annulation gratuite jusqu’à 7 jours avant l’arrivée.',
    },
    autoDiscount: null,
    themes: [3],
    ...overrides,
  };
}
