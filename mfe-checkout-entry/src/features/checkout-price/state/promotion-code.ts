import { atom } from 'jotai';

/**
 * The promotion code the shopper applied, null without one. It lives in the mount's store, so a
 * code applied on one checkout entry is still applied on the next one of the same visit.
 */
export const promotionCodeAtom = atom<string | null>(null);
