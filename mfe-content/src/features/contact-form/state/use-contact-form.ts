import { useAtom } from 'jotai';
import type { ContactField, ContactFieldError } from '@escapade/shared-contracts/contact-case';
import {
  contactFieldMessage,
  messageOfError,
  shownContactFields,
  type FieldMessage,
} from '../utils/contact-field-messages';
import { EMPTY_CONTACT_DRAFT, contactDraftAtom } from './contact-draft';

/** The contact form's values and the errors it shows: a field's once it is left, all of them on submit. */
export function useContactForm() {
  const [draft, setDraft] = useAtom(contactDraftAtom);
  const shown = shownContactFields(draft.fields.reason);

  const errorOf = (field: ContactField): FieldMessage | null => {
    if (draft.refused?.field === field) return messageOfError(field, draft.refused.error);
    return draft.checked.includes(field) ? contactFieldMessage(field, draft.fields) : null;
  };

  return {
    fields: draft.fields,
    shown,
    errorOf,
    setField(field: ContactField, value: string) {
      setDraft((current) => ({
        ...current,
        fields: { ...current.fields, [field]: value },
        refused: current.refused?.field === field ? null : current.refused,
      }));
    },
    /** The visitor left the field: its error shows from now on. */
    check(field: ContactField) {
      setDraft((current) =>
        current.checked.includes(field) ? current : { ...current, checked: [...current.checked, field] },
      );
    },
    /** Shows every error; returns the first field to fix, or null when the message can be sent. */
    checkAll(): ContactField | null {
      setDraft((current) => ({ ...current, checked: shown }));
      return shown.find((field) => contactFieldMessage(field, draft.fields) !== null) ?? null;
    },
    refuse(field: ContactField, error: ContactFieldError) {
      setDraft((current) => ({ ...current, refused: { field, error } }));
    },
    clear() {
      setDraft(EMPTY_CONTACT_DRAFT);
    },
  };
}
