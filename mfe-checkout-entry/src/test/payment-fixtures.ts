import type { TrackingItem } from '@escapade/shared-contracts/tracking';
import type { Buyer, OrderDraft } from '../utils/purchase-body';
import type { WalletCards } from '../features/payment/api/get-wallet-cards';
import type { OrderView } from '../features/confirmation/api/get-order';

/** A stay of 2 nights for 2 adults and 1 child, priced by the api: 378,50 € today, 6,60 € at the hotel. */
export function stayDraftFixture(overrides: Partial<OrderDraft['price']> = {}): OrderDraft {
  return {
    locale: 'fr_FR',
    items: {
      insuranceItem: false,
      promotionCodeItem: null,
      shortStayItem: {
        gift: false,
        reservationCriteria: {
          offerId: 4321,
          activityDaySelections: ['77_2026-10-17'],
          pax: { numberOfAdults: 2, numberOfChildren: 1, numberOfBabies: 0 },
          travelPeriod: { checkinDate: '2026-10-16', checkoutDate: '2026-10-18' },
          minisiteId: null,
        },
        specialRequest: '',
      },
    },
    price: {
      currency: 'EUR',
      lines: [
        { kind: 'stay', amount: 37850 },
        { kind: 'touristTax', amount: 660 },
      ],
      promotion: null,
      touristTax: { amount: 660, toBePaidAtHotel: true },
      payToday: 37850,
      payAtHotel: 660,
      bookable: true,
      ...overrides,
    },
  };
}

export const STAY_TRACKING_ITEM: TrackingItem = {
  item_id: '4321',
  item_category: 'weekend',
  quantity: 1,
  price: 378.5,
  item_name: 'Escapade gourmande en Provence',
};

/** The customer the sandbox wallet holds. */
export const WALLET_CONTACT: Buyer = {
  email: { email: 'claire.dupont@example.com' },
  civility: 'MRS',
  firstName: 'Claire',
  lastName: 'Dupont',
  phoneNumber: '+33 6 12 34 56 78',
  addressLine: '8 rue des Lilas',
  postalCode: '69003',
  city: 'Lyon',
  country: 'FR',
};

/** GET /gateway/wallet-sandbox/cards: one test card per outcome. */
export function walletCardsFixture(): WalletCards {
  return {
    paymentMethod: 'EscaPay',
    cards: [
      { id: 'card-ok', brand: 'Visa', last4: '4242', outcome: 'success' },
      { id: 'card-refused', brand: 'Mastercard', last4: '0002', outcome: 'declined' },
      { id: 'card-wallet-down', brand: 'Visa', last4: '0119', outcome: 'initFailure' },
    ],
    contact: WALLET_CONTACT,
  };
}

/** GET /gateway/purchase/orders/:orderUUID of a paid stay. */
export function paidStayOrderFixture(overrides: Partial<OrderView> = {}): OrderView {
  return {
    orderUUID: '5f0c2a8e-8d4b-4f1e-9a51-3b2d6c7e8f90',
    reference: '48213597',
    status: 'paid',
    createdAt: '2026-09-01T10:15:00.000Z',
    locale: 'fr_FR',
    amount: 37850,
    currency: 'EUR',
    buyer: { firstName: 'Claire', lastName: 'Dupont', email: 'claire.dupont@example.com' },
    item: {
      kind: 'stay',
      title: 'Escapade gourmande en Provence',
      hotel: { label: 'Mas des Oliviers', stars: 4, city: 'Avignon' },
      checkin: '2026-10-16',
      checkout: '2026-10-18',
      nights: 2,
      pax: { adults: 2, children: 1, babies: 0 },
      activityDates: [{ activityId: 501, title: 'Balade en canoë', date: '2026-10-17' }],
      insurance: false,
    },
    lines: [
      { kind: 'stay', amount: 37850 },
      { kind: 'touristTax', amount: 660 },
    ],
    touristTax: { amount: 660, toBePaidAtHotel: true },
    ...overrides,
  };
}
