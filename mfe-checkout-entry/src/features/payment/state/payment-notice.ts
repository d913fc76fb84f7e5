import { atom } from 'jotai';

/**
 * A word the payment left for the shopper above it, kept in the mount's store because the page may
 * redraw the payment meanwhile (it asks the price again): the api priced the order differently,
 * or the order could no longer be paid as it stands.
 */
export type PaymentNotice = 'priceChanged' | 'notPayable';

export const paymentNoticeAtom = atom<PaymentNotice | null>(null);
