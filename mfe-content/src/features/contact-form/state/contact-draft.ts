import { atom } from 'jotai';
import type { ContactCaseFields, ContactField, ContactFieldError } from '@escapade/shared-contracts/contact-case';

/**
 * The message being written. It lives in the mount's store, not in the dialog, so closing the
 * dialog and opening it again finds the message as it was left.
 */
export interface ContactDraft {
  fields: ContactCaseFields;
  /** Fields whose error shows: left once, or everything after a submit. */
  checked: readonly ContactField[];
  /** A field the api refused, until it is changed. */
  refused: { field: ContactField; error: ContactFieldError } | null;
}

export const EMPTY_CONTACT_DRAFT: ContactDraft = {
  fields: { reason: '', bookingNumber: '', email: '', name: '', phone: '', description: '' },
  checked: [],
  refused: null,
};

export const contactDraftAtom = atom<ContactDraft>(EMPTY_CONTACT_DRAFT);

/** Whether the leave-a-message dialog is open. */
export const contactDialogOpenAtom = atom(false);
