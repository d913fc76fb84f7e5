import {
  FOUR_INSTALMENTS_AMOUNT,
  INSTALMENT_COUNTS,
  PAYPAL_LATER_AMOUNT,
  PAYPAL_LATER_LOCALES,
  THREE_INSTALMENTS_AMOUNT,
  isInstalmentFeatureLocale,
} from '@escapade/shared-contracts/instalments';
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

/** A way to pay in several times the footer announces, with the smallest order it takes (cents). */
export interface InstalmentOffer {
  kind: 'instalments' | 'paypalLater';
  minAmountCents: number;
  /** How many payments PayPal's pay later takes; the instalments line names its own (3 or 4). */
  payments: number;
}

/**
 * What the footer says about paying in several times, by the shop's own rules
 * (shared-contracts/instalments): the 3 and 4 instalments (from the smaller of their minimums)
 * where they are offered (fr_FR, es_ES, fr_BE, nl_BE), and PayPal's pay later where it is
 * (es_ES, it_IT). A site with neither (nl_NL) gets no line at all: announcing a way to pay
 * its checkout does not offer would mislead.
 */
export function instalmentOffers(locale: Locale): InstalmentOffer[] {
  return [
    ...(isInstalmentFeatureLocale(locale)
      ? [
          {
            kind: 'instalments' as const,
            minAmountCents: Math.min(THREE_INSTALMENTS_AMOUNT.min, FOUR_INSTALMENTS_AMOUNT.min),
            payments: INSTALMENT_COUNTS['3x'],
          },
        ]
      : []),
    ...(PAYPAL_LATER_LOCALES.includes(locale)
      ? [
          {
            kind: 'paypalLater' as const,
            minAmountCents: PAYPAL_LATER_AMOUNT.min,
            payments: INSTALMENT_COUNTS.paypalLater,
          },
        ]
      : []),
  ];
}

/** The supervisory authority a customer may complain to, per point of sale (booking legal block). */
export const SUPERVISORY_AUTHORITIES: Readonly<Record<PointOfSaleId, string>> = {
  FR: 'CNIL',
  ES: 'AEPD',
  IT: 'Garante per la protezione dei dati personali',
  NL: 'Autoriteit Persoonsgegevens',
  BE: 'APD / GBA',
};
