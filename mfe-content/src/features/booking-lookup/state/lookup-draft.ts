import { atom } from 'jotai';
import type { OrderLookupRequest } from '../api/lookup-order';
import type { LookupField } from '../utils/lookup-fields';
import type { LookupAction } from './booking-lookup-target';

/** The lookup form as typed, and the fields whose error shows (left once, or all after a submit). */
export const lookupDraftAtom = atom<{ values: OrderLookupRequest; checked: readonly LookupField[] }>({
  values: { bookingNumber: '', email: '' },
  checked: [],
});

/** The action the visitor picked, remembered with the hash it was picked on: a new hash preselects again. */
export const lookupChoiceAtom = atom<{ hash: string; action: LookupAction } | null>(null);
