import { atom } from 'jotai';

/**
 * The length of stay the visitor just picked, shown at once while the shell writes it to the hash;
 * null means "as the hash says".
 */
export const chosenGiftNightsAtom = atom<number | null>(null);
