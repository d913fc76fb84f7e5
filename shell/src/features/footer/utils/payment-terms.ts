import type { Locale, PointOfSaleId } from '@escapade/shared-contracts/locales';

export type PaymentMethod = 'visa' | 'mastercard' | 'amex' | 'paypal' | 'cb' | 'bancontact' | 'ideal';

/** The cards and wallets accepted, each point of sale with its own local scheme first. */
export const PAYMENT_METHODS: Readonly<Record<PointOfSaleId, readonly PaymentMethod[]>> = {
  FR: ['cb', 'visa', 'mastercard', 'amex', 'paypal'],
  ES: ['visa', 'mastercard', 'amex', 'paypal'],
  IT: ['visa', 'mastercard', 'amex', 'paypal'],
  NL: ['ideal', 'visa', 'mastercard', 'amex', 'paypal'],
  BE: ['bancontact', 'visa', 'mastercard', 'amex', 'paypal'],
};

/** Payment in instalments is offered on these locales, from 200 € (3 instalments). */
export const INSTALMENT_LOCALES: ReadonlySet<Locale> = new Set<Locale>(['fr_FR', 'es_ES', 'fr_BE', 'nl_BE']);
export const INSTALMENT_MIN_AMOUNT_CENTS = 20_000;

/** The supervisory authority a customer may complain to, per point of sale (booking legal block). */
export const SUPERVISORY_AUTHORITIES: Readonly<Record<PointOfSaleId, string>> = {
  FR: 'CNIL',
  ES: 'AEPD',
  IT: 'Garante per la protezione dei dati personali',
  NL: 'Autoriteit Persoonsgegevens',
  BE: 'APD / GBA',
};
