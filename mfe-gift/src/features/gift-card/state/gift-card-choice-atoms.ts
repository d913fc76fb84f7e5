import { atom } from 'jotai';
import type { AmountChoice } from '../utils/gift-card-amount';
import type { GiftFormat } from '../utils/gift-card-hash';

/**
 * The amount the visitor just picked or typed, shown at once while the shell writes it to the
 * hash (and kept when it cannot be written: "another amount" still empty or wrong); null means
 * "as the hash says".
 */
export const chosenAmountAtom = atom<AmountChoice | null>(null);

/** The format just picked, until the hash says it; null means "as the hash says". */
export const chosenFormatAtom = atom<GiftFormat | null>(null);
