import type { GiftPriceListResponse } from '../features/gift-setup/api/get-gift-price-list';
import type { StayDetailResponse } from '../features/gift-setup/api/get-stay-detail';
import type { ShippingCostsResponse } from '../features/gift-setup/api/get-shipping-costs';
import type { SleeveExtrasResponse } from '../features/gift-setup/api/get-sleeve-extras';
import type { GiftUpsell } from '../features/gift-setup/api/get-gift-upsells';

export const GIFT_PRICE_LIST: GiftPriceListResponse = {
  offerId: 101,
  label: 'Escapade gourmande à Annecy',
  isGiftable: true,
  giftNights: 1,
  priceList: [
    { nights: 1, sellPrice: 18900, refPrice: 23900 },
    { nights: 2, sellPrice: 34950, refPrice: 34950 },
    { nights: 3, sellPrice: 49900, refPrice: 59900 },
  ],
};

export const STAY_DETAIL: StayDetailResponse = {
  id: 101,
  label: 'Escapade gourmande au bord du lac',
  description: 'Un séjour gourmand',
  uri: '/weekend/101',
  published: true,
  headwords: [],
  images: ['/images/hotel/101.svg'],
  imagesBySize: { '640_360': ['/images/hotel/101.svg?w=640&h=360'], '960_540': ['/images/hotel/101.svg?w=960&h=540'] },
  hotel: {
    id: 55,
    label: 'Hôtel du Lac',
    stars: 4,
    review: { count: 120, average: 8.7 },
    location: { label: 'Annecy', lat: 45.9, lng: 6.12, address: '1 quai du Lac', zipCode: '74000' },
    checkInOut: { checkin: '15:00', checkout: '11:00' },
    description: 'Au bord du lac',
  },
  programLines: [{ type: 'room', title: 'Chambre double' }],
  price: {
    sellPrice: 18900,
    refPrice: 23900,
    promoPercentageRounded: 21,
    priceType: 'from-price',
    nights: 1,
    adults: 2,
  },
  cancellationPolicy: { cancellable: true, cancellationDeadline: null, message: '' },
  autoDiscount: null,
  themes: [],
};

/** Delivery of a physical gift: it costs the shop 4,95 €, the buyer nothing. */
export const SHIPPING_COSTS: ShippingCostsResponse = {
  amount: 495,
  charge: 0,
  currency: 'EUR',
  deliveryDays: { min: 2, max: 4 },
  internationalShippingFeesPerCountry: { FR: 0, BE: 0, ES: 0, IT: 0, NL: 0 },
};

/** Two cards (several may go together) and two sleeves (one at most; the default one is not listed). */
export const SLEEVE_EXTRAS: SleeveExtrasResponse = {
  availableCustomSubElements: [
    {
      id: 'card-birthday',
      name: 'Carte « Joyeux anniversaire »',
      imageUrl: '/images/gift/7101.svg',
      categoryId: 1,
      recommendedByWed: false,
      price: 250,
    },
    {
      id: 'card-thank-you',
      name: 'Carte « Merci »',
      imageUrl: '/images/gift/7102.svg',
      categoryId: 1,
      recommendedByWed: true,
      price: 250,
    },
    {
      id: 'sleeve-kraft',
      name: 'Pochette kraft naturel',
      imageUrl: '/images/gift/7201.svg',
      categoryId: 2,
      recommendedByWed: false,
      price: 290,
    },
    {
      id: 'sleeve-gold',
      name: 'Pochette dorée',
      imageUrl: '/images/gift/7202.svg',
      categoryId: 2,
      recommendedByWed: true,
      price: 390,
    },
  ],
  categories: [
    {
      id: 1,
      description: 'Greeting card slipped into the sleeve',
      names: { fr: 'Carte de vœux', es: 'Tarjeta de felicitación', it: 'Biglietto di auguri', nl: 'Wenskaart' },
      singleSelection: false,
    },
    {
      id: 2,
      description: 'The sleeve the voucher is sent in',
      names: { fr: 'Pochette', es: 'Funda', it: 'Busta', nl: 'Hoes' },
      singleSelection: true,
    },
  ],
};

/** The hotel's richer gift stays: one costs 30 € more, the other was priced lower by the api. */
export const GIFT_UPSELLS: GiftUpsell[] = [
  {
    id: 202,
    label: 'Escapade gourmande et spa au bord du lac',
    type: 'single_voucher',
    priceDifference: 3000,
    priceDifferencePerLos: 3000,
    programLines: ['1 nuit', 'Petit-déjeuner', 'Accès au spa'],
    imagesBySize: { '120_80': ['/images/hotel/202.svg?w=120&h=80'] },
    activityIds: [7],
  },
  {
    id: 203,
    label: 'Escapade gourmande en chambre vue lac',
    type: 'single_voucher',
    priceDifference: -500,
    priceDifferencePerLos: -500,
    programLines: ['1 nuit', 'Dîner gastronomique'],
    imagesBySize: {},
    activityIds: [],
  },
];
