import { atom } from 'jotai';

/**
 * The hash the visitor's last choice asked for, shown at once while the shell writes it to the
 * location; null means "as the location says".
 */
export const pendingSetupHashAtom = atom<string | null>(null);
