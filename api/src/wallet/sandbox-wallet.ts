/**
 * The payment wallet of this installation: the api plays the provider, with three test cards whose
 * outcome is known in advance, and a demo customer per locale whose details the wallet hands to
 * the checkout (a real wallet gives the details its holder saved).
 */
import type { Locale } from '@escapade/shared-contracts/locales';
import type { Buyer } from '../orders/buyer';

/** The name the checkout shows for the wallet and sends back with its authorisation. */
export const WALLET_PAYMENT_METHOD = 'EscaPay';

export type CardOutcome = 'success' | 'declined' | 'initFailure';

export interface SandboxCard {
  id: string;
  brand: string;
  last4: string;
  /** What paying with it does: pays, is declined by the bank, or the wallet fails to start. */
  outcome: CardOutcome;
}

export const SANDBOX_CARDS: readonly SandboxCard[] = [
  { id: 'card_visa_4242', brand: 'Visa', last4: '4242', outcome: 'success' },
  { id: 'card_mastercard_0002', brand: 'Mastercard', last4: '0002', outcome: 'declined' },
  { id: 'card_visa_0119', brand: 'Visa', last4: '0119', outcome: 'initFailure' },
];

export const SANDBOX_CARD_IDS = SANDBOX_CARDS.map((card) => card.id);

export function sandboxCard(id: string): SandboxCard | undefined {
  return SANDBOX_CARDS.find((card) => card.id === id);
}

/** The wallet's demo customer on each site: a plausible person living in that country. */
export const DEMO_CONTACTS: Readonly<Record<Locale, Buyer>> = {
  fr_FR: {
    email: { email: 'camille.durand@example.com' },
    civility: 'MRS',
    firstName: 'Camille',
    lastName: 'Durand',
    phoneNumber: '+33 6 12 34 56 78',
    addressLine: '12 rue des Lilas',
    postalCode: '69003',
    city: 'Lyon',
    country: 'FR',
  },
  es_ES: {
    email: { email: 'lucia.garcia@example.com' },
    civility: 'MRS',
    firstName: 'Lucía',
    lastName: 'García Martín',
    phoneNumber: '+34 612 345 678',
    addressLine: 'Calle de Alcalá 48, 3º B',
    postalCode: '28014',
    city: 'Madrid',
    country: 'ES',
  },
  it_IT: {
    email: { email: 'marco.rossi@example.com' },
    civility: 'MR',
    firstName: 'Marco',
    lastName: 'Rossi',
    phoneNumber: '+39 347 123 4567',
    addressLine: 'Via Garibaldi 21',
    postalCode: '10122',
    city: 'Torino',
    country: 'IT',
  },
  nl_NL: {
    email: { email: 'sanne.devries@example.com' },
    civility: 'MRS',
    firstName: 'Sanne',
    lastName: 'de Vries',
    phoneNumber: '+31 6 12345678',
    addressLine: 'Prinsengracht 263',
    postalCode: '1016 GV',
    city: 'Amsterdam',
    country: 'NL',
  },
  fr_BE: {
    email: { email: 'julien.lambert@example.com' },
    civility: 'MR',
    firstName: 'Julien',
    lastName: 'Lambert',
    phoneNumber: '+32 470 12 34 56',
    addressLine: 'Rue de la Loi 45',
    postalCode: '1040',
    city: 'Bruxelles',
    country: 'BE',
  },
  nl_BE: {
    email: { email: 'lotte.peeters@example.com' },
    civility: 'MRS',
    firstName: 'Lotte',
    lastName: 'Peeters',
    phoneNumber: '+32 478 65 43 21',
    addressLine: 'Meir 12',
    postalCode: '2000',
    city: 'Antwerpen',
    country: 'BE',
  },
};
