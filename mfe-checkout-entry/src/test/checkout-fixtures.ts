import { DateTime } from 'luxon';
import type { PurchasePrice } from '../utils/purchase-body';
import type { ActivityDetail } from '../features/activity-checkout/api/get-activity-detail';
import type { BoxDetail } from '../features/gift-checkout/api/get-box-detail';
import type { OfferDetail } from '../features/offer/api/get-offer-detail';
import type { EligiblePaymentMethod } from '../features/instalments/api/get-instalment-eligibility';

/** A bookable price answer (cents); by default a stay of 378,50 € with 6,60 € of tax paid at the hotel. */
export function purchasePriceFixture(overrides: Partial<PurchasePrice> = {}): PurchasePrice {
  return {
    currency: 'EUR',
    lines: [{ kind: 'stay', amount: 37850 }],
    promotion: null,
    touristTax: { amount: 660, toBePaidAtHotel: true },
    payToday: 37850,
    payAtHotel: 660,
    bookable: true,
    ...overrides,
  };
}

/** An activity-only detail answer (the fields the checkout reads). */
export function activityDetailFixture(overrides: Partial<ActivityDetail> = {}): ActivityDetail {
  const centre = {
    id: 88,
    label: 'Domaine des Cascades',
    location: { label: 'Annecy', address: '4 route du Lac' },
  };
  return {
    id: 9001,
    label: 'Baptême de parapente au-dessus du lac',
    published: true,
    imagesBySize: {
      '640_360': ['/images/activity/3.svg?w=640&h=360'],
      '960_540': ['/images/activity/3.svg?w=960&h=540'],
    },
    activities: [
      {
        title: 'Parapente',
        description: 'Un vol en tandem avec un moniteur diplômé.',
        composition: ['Vol en tandem de 20 minutes', 'Photos du vol', 'Équipement fourni'],
        schedules: ['Tous les jours de 9 h à 17 h'],
        activityCenter: centre,
      },
    ],
    mainActivityCenter: centre,
    prices: [
      { paxComposition: { adults: 1 }, sellPrice: 8900, refPrice: 9900, promoPercentageRounded: 10 },
      { paxComposition: { adults: 2 }, sellPrice: 16900, refPrice: 19800, promoPercentageRounded: 15 },
    ],
    ...overrides,
  };
}

/** A gift box detail answer. */
export function boxDetailFixture(overrides: Partial<BoxDetail> = {}): BoxDetail {
  return {
    code: 'GOURMET-EBOX',
    title: 'Coffret Parenthèse gourmande',
    includedContent: '1 nuit pour 2 personnes\n1 dîner gastronomique\n1 petit-déjeuner',
    price: { sellPrice: 14990, referencePrice: 17990, promo: 16 },
    searchCriteriaProperties: { nights: 1, people: 2 },
    slug: 'coffret-parenthese-gourmande',
    images: {
      main: '/images/box/5.svg',
      mainBySize: { '960_540': ['/images/box/5.svg?w=960&h=540'] },
    },
    ...overrides,
  };
}

/** A stay's detail answer, as a stay given as a gift reads it. */
export function giftStayDetailFixture(overrides: Partial<OfferDetail> = {}): OfferDetail {
  return {
    id: 4321,
    label: 'Escapade gourmande en Provence',
    published: true,
    images: ['/images/hotel/1.svg'],
    imagesBySize: { '960_540': ['/images/hotel/1.svg?w=960&h=540'] },
    hotel: { id: 77, label: 'Mas des Oliviers', stars: 4, location: { label: 'Gordes' } },
    ...overrides,
  };
}

/**
 * The payment provider's answer for an order of `amount` cents: pay later on `laterDate`, and 3 or
 * 4 monthly instalments from `today` (yyyy-MM-dd), the fee and the leftover cents on the first.
 */
export function paymentMethodsFixture(amount: number, laterDate: string, today: string): EligiblePaymentMethod[] {
  const monthly = (count: number, fee: number) => {
    const share = Math.floor(amount / count);
    return Array.from({ length: count }, (_, index) => ({
      amount: index === 0 ? amount - share * (count - 1) + fee : share,
      date: DateTime.fromISO(today).plus({ months: index }).toISODate()!,
    }));
  };
  return [
    { type: 'deferred', paymentFee: 379, splitPayments: [{ amount: amount + 379, date: laterDate }] },
    { type: '3x', paymentFee: 568, splitPayments: monthly(3, 568) },
    { type: '4x', paymentFee: 757, splitPayments: monthly(4, 757) },
  ];
}
