import { useCallback } from 'react';
import { useAtom, type WritableAtom } from 'jotai';
import { RESET, atomWithStorage, createJSONStorage } from 'jotai/utils';
import {
  isCustomised,
  isGiftCustomisation,
  trimCustomisation,
  type GiftCustomisation,
} from '../utils/customisation-rules';

/** The browser-storage key of one gift's customisation (a stay offer, a gift card…). */
export function customisationStorageKey(giftKey: string): string {
  return `escapade.gift-customisation.${giftKey}`;
}

type StoredCustomisationAtom = WritableAtom<GiftCustomisation | null, [GiftCustomisation | null | typeof RESET], void>;

/**
 * JSON in localStorage (none on the server); a value that is not a customisation (edited by hand,
 * left by an older page) reads as none.
 */
const json = createJSONStorage<unknown>();
const asCustomisation = (value: unknown): GiftCustomisation | null => (isGiftCustomisation(value) ? value : null);
const storage = {
  getItem: (key: string, initialValue: GiftCustomisation | null) => asCustomisation(json.getItem(key, initialValue)),
  setItem: (key: string, value: GiftCustomisation | null) => json.setItem(key, value),
  removeItem: (key: string) => json.removeItem(key),
  // Another tab of the shop saving or removing it.
  subscribe: (
    key: string,
    callback: (value: GiftCustomisation | null) => void,
    initialValue: GiftCustomisation | null,
  ) => json.subscribe?.(key, (value) => callback(asCustomisation(value)), initialValue),
};

/** One atom per key, so every component of a page reading a gift's customisation sees the same value. */
const atomsByKey = new Map<string, StoredCustomisationAtom>();

function storedCustomisationAtom(storageKey: string): StoredCustomisationAtom {
  let stored = atomsByKey.get(storageKey);
  if (!stored) {
    // Read once mounted, not at creation: the server and the hydrating browser both draw "none",
    // then the browser shows what it holds.
    stored = atomWithStorage<GiftCustomisation | null>(storageKey, null, storage, { getOnInit: false });
    atomsByKey.set(storageKey, stored);
  }
  return stored;
}

/**
 * The stored customisation of a gift (null on the server and until the page is hydrated, and when
 * none is stored), and the function that saves one: both fields empty removes it.
 */
export function useStoredCustomisation(
  storageKey: string,
): [GiftCustomisation | null, (value: GiftCustomisation) => void] {
  const [stored, setStored] = useAtom(storedCustomisationAtom(storageKey));
  const save = useCallback(
    (value: GiftCustomisation) => setStored(isCustomised(value) ? trimCustomisation(value) : RESET),
    [setStored],
  );
  return [stored, save];
}
