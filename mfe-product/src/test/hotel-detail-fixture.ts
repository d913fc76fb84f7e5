import type { HotelDetail, HotelRoom, NearbyHotel, RoomOffer } from '../features/hotel/api/get-hotel-detail';

/** A description longer than both cuts (86 characters on a phone, 250 otherwise). */
export const LONG_HOTEL_DESCRIPTION =
  'Au cœur du Luberon, ce mas du XVIIIe siècle entouré de lavande accueille ses hôtes dans des chambres ' +
  'aux murs de pierre. Piscine chauffée, jardin de simples et table provençale : tout invite à ralentir. ' +
  'Le soir, le chef sert les légumes du potager et les vins des domaines voisins, sous les platanes.';

/** The eight practices that earn the eco-label message. */
export const EIGHT_ECO_FACILITIES = [
  'Énergie 100 % renouvelable',
  'Produits locaux',
  'Tri des déchets',
  'Éclairage basse consommation',
  'Réducteurs de débit',
  'Produits d’entretien écologiques',
  'Bornes de recharge',
  'Jardin sans pesticides',
];

/** A room's stay (amounts in cents), from-priced unless told. */
export function roomOfferFixture(overrides: Partial<RoomOffer> = {}): RoomOffer {
  return {
    id: 501,
    label: 'Escapade détente au Mas',
    nights: 1,
    price: { sellPrice: 18900, refPrice: 23600, promoPercentageRounded: 20, nights: 1 },
    checkin: null,
    paxCount: 2,
    hasSelectedDates: false,
    shortProgramIntroWithoutRoom: 'Petit-déjeuner buffet chaque matin + Accès au spa',
    cancellationPolicy: { cancellable: true, message: 'Annulation gratuite jusqu’à 7 jours avant l’arrivée.' },
    ...overrides,
  };
}

export function hotelRoomFixture(overrides: Partial<HotelRoom> = {}): HotelRoom {
  return {
    uuid: '0f1e2d3c-0000-4000-8000-000000000001',
    label: 'Chambre Supérieure',
    size: 24,
    type: 'superior',
    bedding: '1 grand lit double',
    capacity: 2,
    maxCapacity: 3,
    description: 'Chambre Supérieure de 24 m², 1 grand lit double. Vue sur le jardin.',
    detailsSection: [
      { title: 'Literie', details: ['1 grand lit double'] },
      { title: 'Salle de bains', details: ['Douche à l’italienne', 'Sèche-cheveux'] },
    ],
    highlightedFacilities: ['24 m²', '1 grand lit double', 'Wi-Fi gratuit'],
    images: ['/images/room/11.svg'],
    imageUrl: '/images/room/11.svg',
    importantInfos: ['Chambre non-fumeur'],
    offers: [
      roomOfferFixture(),
      roomOfferFixture({
        id: 502,
        label: 'Escapade gourmande au Mas',
        price: { sellPrice: 25900, refPrice: 27000, promoPercentageRounded: 5, nights: 1 },
        shortProgramIntroWithoutRoom: 'Petit-déjeuner + Dîner 3 plats',
      }),
    ],
    ...overrides,
  };
}

export function nearbyHotelFixture(index: number): NearbyHotel {
  return {
    id: 2000 + index,
    label: `Hôtel voisin ${index}`,
    uri: `/hotel/${2000 + index}`,
    stars: 3,
    review: { count: 40 + index, average: 8.2 },
    imageUrl: `/images/hotel/${100 + index}.svg`,
    location: { label: 'Gordes' },
    fromPrice: 15000 + index * 100,
  };
}

/** A detail.json answer of the hotel page as the api sends it (amounts in cents). */
export function hotelDetailFixture(overrides: Partial<HotelDetail> = {}): HotelDetail {
  const images = ['/images/hotel/1.svg', '/images/hotel/2.svg', '/images/room/3.svg', '/images/activity/4.svg'];
  const sized = (size: string) => images.map((image) => `${image}?${size}`);
  return {
    id: 77,
    label: 'Mas des Oliviers',
    uri: '/hotel/77',
    active: true,
    stars: 4,
    description: LONG_HOTEL_DESCRIPTION,
    review: { count: 124, average: 8.6, score: 8.6 },
    location: {
      label: 'Gordes',
      lat: 43.91,
      lng: 5.2,
      address: '12 chemin des Vignes, 84220 Gordes',
      completeAddress: { streetAddress: '12 chemin des Vignes', zipCode: '84220', city: 'Gordes' },
    },
    checkInOut: { checkin: '15:00', checkout: '11:00' },
    highlightedFacilities: [
      { id: 'spa', name: 'Spa' },
      { id: 'pool', name: 'Piscine' },
      { id: 'parking', name: 'Parking' },
    ],
    facilities: [
      { id: 'spa', name: 'Spa' },
      { id: 'pool', name: 'Piscine' },
      { id: 'parking', name: 'Parking' },
      { id: 'reception', name: 'Réception 24 h/24' },
    ],
    parkings: ['Parking privé gratuit sur place', 'Sans réservation'],
    ecoFacilities: EIGHT_ECO_FACILITIES.slice(0, 7),
    ecoLabel: false,
    policy: { petsAllowed: true, petsPrice: 1500, petsMaxWeight: 10 },
    importantInfos: ['Une pièce d’identité est demandée à l’arrivée.'],
    localTax: { amount: 150, currency: 'EUR', type: 'PER_PERSON_PER_NIGHT', toBePaidAtHotel: true },
    images,
    imagesBySize: { '120_80': sized('w=120&h=80'), '640_360': sized('w=640&h=360'), '960_540': sized('w=960&h=540') },
    breadcrumb: [
      { label: 'France', placeType: 'country', placeId: 1 },
      { label: 'Provence-Alpes-Côte d’Azur', placeType: 'region', placeId: 93 },
      { label: 'Gordes', placeType: 'city', placeId: 10001 },
    ],
    rooms: [
      hotelRoomFixture(),
      hotelRoomFixture({
        uuid: '0f1e2d3c-0000-4000-8000-000000000002',
        label: 'Suite Junior',
        offers: [
          roomOfferFixture({
            id: 503,
            label: 'Escapade romantique en suite',
            price: { sellPrice: 32900, refPrice: 32900, promoPercentageRounded: 0, nights: 1 },
          }),
        ],
      }),
    ],
    nearbyHotels: Array.from({ length: 7 }, (_, index) => nearbyHotelFixture(index + 1)),
    ...overrides,
  };
}
