import type { GiftPriceListResponse } from '../features/gift-setup/api/get-gift-price-list';
import type { StayDetailResponse } from '../features/gift-setup/api/get-stay-detail';

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
