import { atom } from 'jotai';
import { EMPTY_BUYER, type BuyerField, type BuyerValues } from '../utils/buyer-rules';

/**
 * The buyer as typed, kept in the mount's store: the form may leave the page while the price is
 * asked again, and what the shopper typed must still be there when it comes back.
 */
export const buyerValuesAtom = atom<BuyerValues>(EMPTY_BUYER);

/** The fields whose error is shown: left once (blur) or checked by a submit. */
export const checkedBuyerFieldsAtom = atom<ReadonlySet<BuyerField>>(new Set<BuyerField>());

/** The profile was already copied into the form: it is not copied again over the shopper's edits. */
export const profileAppliedAtom = atom(false);
