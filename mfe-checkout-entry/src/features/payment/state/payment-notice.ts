import { atom } from 'jotai';

/**
 * A word the payment left for the shopper above it, kept in the mount's store because the page may
 * redraw the payment meanwhile (it asks the price again): the api priced the order differently,
 * the order could no longer be paid as it stands, or its first-order code was taken off (the account
 * or the email had ordered before).
 */
export type PaymentNotice = 'priceChanged' | 'notPayable' | 'promotionRefused';

export const paymentNoticeAtom = atom<PaymentNotice | null>(null);
