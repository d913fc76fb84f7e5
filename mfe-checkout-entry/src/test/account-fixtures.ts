/** Answers of the customer account's calls, as docs/checkout-and-accounts.md describes them. */
import type { WishlistItem } from '@escapade/shared-contracts/event-bus';
import type { AccountProfile } from '../features/account/api/get-profile';
import type { AccountOrder } from '../features/account/api/get-trips';

export function accountProfileFixture(changes: Partial<AccountProfile> = {}): AccountProfile {
  return {
    email: 'lea.martin@example.fr',
    civility: 'MRS',
    firstName: 'Léa',
    lastName: 'Martin',
    phoneNumber: '06 12 34 56 78',
    addressLine: '12 rue des Lilas',
    postalCode: '69003',
    city: 'Lyon',
    country: 'FR',
    ...changes,
  };
}

export function stayOrderFixture(changes: Partial<AccountOrder> = {}): AccountOrder {
  return {
    orderUUID: '5f0c2a7e-8d4b-4e1f-9a3c-2b7d6e1f0a11',
    reference: '40213377',
    status: 'paid',
    createdAt: '2030-03-02T09:15:00.000Z',
    amount: 37850,
    currency: 'EUR',
    item: {
      kind: 'stay',
      title: 'Escapade gourmande en Provence',
      hotel: { label: 'Mas des Oliviers', stars: 4, city: 'Gordes' },
      checkin: '2030-04-12',
      checkout: '2030-04-14',
    },
    ...changes,
  };
}

export function activityOrderFixture(changes: Partial<AccountOrder> = {}): AccountOrder {
  return {
    orderUUID: '9b1d7c33-0f5e-4a8b-b2c4-6d8e0f1a2b33',
    reference: '40219904',
    status: 'created',
    createdAt: '2030-05-20T17:40:00.000Z',
    amount: 8900,
    currency: 'EUR',
    item: {
      kind: 'activity',
      title: 'Dégustation de vins au domaine',
      hotel: { label: 'Domaine des Treilles', stars: 3, city: 'Beaune' },
    },
    ...changes,
  };
}

export function wishlistStayFixture(changes: Partial<WishlistItem> = {}): WishlistItem {
  return {
    id: '20039',
    type: 'STAY',
    label: 'Nuit étoilée en Luberon',
    imageUrl: '/images/hotel/20039.svg',
    uri: '/sejour/20039',
    hotel: { label: 'Bastide des Vignes', stars: 4 },
    ...changes,
  };
}

export function wishlistActivityFixture(changes: Partial<WishlistItem> = {}): WishlistItem {
  return {
    id: '7781',
    type: 'ACTIVITY',
    label: 'Balade en montgolfière',
    imageUrl: '/images/activity/7781.svg',
    uri: '/activite/7781#a=2',
    ...changes,
  };
}
