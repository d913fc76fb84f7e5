import type { OfferDetail } from '../features/offer/api/get-offer-detail';
import type { StayQuote } from '../features/booking-summary/api/get-stay-quote';

/** A detail.json answer (the fields the summary reads). */
export function offerDetailFixture(overrides: Partial<OfferDetail> = {}): OfferDetail {
  return {
    id: 4321,
    label: 'Escapade gourmande en Provence',
    images: ['/images/hotel/1.svg'],
    imagesBySize: { '640_360': ['/images/hotel/1.svg?w=640&h=360'], '960_540': ['/images/hotel/1.svg?w=960&h=540'] },
    hotel: {
      id: 77,
      label: 'Mas des Oliviers',
      stars: 4,
      location: { label: 'Gordes', address: '12 chemin des Vignes', zipCode: '84220' },
      checkInOut: { checkin: '15:00', checkout: '11:00' },
    },
    programLines: [{ type: 'room', title: 'Chambre Supérieure' }],
    ...overrides,
  };
}

/** A quote answer for 2 nights, 2 adults and 1 child (amounts in cents). */
export function stayQuoteFixture(
  reservation: { checkin: string; checkout: string },
  overrides: Partial<StayQuote> = {},
): StayQuote {
  return {
    bookable: true,
    priceInfo: {
      sellPrice: 37850,
      refPrice: 47300,
      promoPercentageRounded: 20,
      moneySaved: 9450,
      priceType: 'final-price',
      nbRooms: 1,
      nights: 2,
    },
    localTaxTotalAmount: 660,
    programLineList: ['2 nuits en chambre Supérieure', '2 petits-déjeuners', '1 dîner 3 plats'],
    cancellationPolicy: {
      cancellable: true,
      cancellationDeadline: null,
      message: 'Modifiable et remboursable partiellement jusqu’à 7 jours avant l’arrivée.',
    },
    reservationCriteria: {
      offerId: 4321,
      checkin: reservation.checkin,
      checkout: reservation.checkout,
      nights: 2,
      adults: 2,
      children: 1,
      babies: 0,
    },
    ...overrides,
  };
}
