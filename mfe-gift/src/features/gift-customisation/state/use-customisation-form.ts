import { useRef, useState, type RefObject } from 'react';
import {
  EMPTY_CUSTOMISATION,
  customisationErrors,
  trimCustomisation,
  type CustomisationField,
  type GiftCustomisation,
} from '../utils/customisation-rules';

/** What the customisation fields draw from and report to (see CustomisationFields). */
export interface CustomisationFieldsState {
  value: GiftCustomisation;
  fromNameRequired: boolean;
  /** Fields whose error shows: those left once, and all of them after a submit. */
  shown: Readonly<Record<CustomisationField, boolean>>;
  onChange(field: CustomisationField, value: string): void;
  onBlur(field: CustomisationField): void;
  fromNameRef: RefObject<HTMLInputElement | null>;
  messageRef: RefObject<HTMLTextAreaElement | null>;
}

export interface CustomisationForm {
  /** What is typed, as typed. */
  value: GiftCustomisation;
  fields: CustomisationFieldsState;
  /**
   * Shows every error; with none, answers the customisation without its surrounding spaces, else
   * null, and moves the focus to the first invalid field unless told not to (another field of
   * the page, above these, is invalid too and takes it).
   */
  submit(options?: { focus?: boolean }): GiftCustomisation | null;
}

const NONE_SHOWN = { fromName: false, message: false } as const;
const ALL_SHOWN = { fromName: true, message: true } as const;

/**
 * The state of a customisation form: the typed value (starting from the stored customisation,
 * which may arrive once the page is hydrated), errors shown on leaving a field and on submit.
 */
export function useCustomisationForm({
  initial,
  fromNameRequired,
}: {
  initial: GiftCustomisation | null;
  fromNameRequired: boolean;
}): CustomisationForm {
  const [value, setValue] = useState<GiftCustomisation>(initial ?? EMPTY_CUSTOMISATION);
  const [edited, setEdited] = useState(false);
  const [shown, setShown] = useState<Readonly<Record<CustomisationField, boolean>>>(NONE_SHOWN);
  const fromNameRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);

  // The stored customisation is read after hydration: it fills the form unless the visitor has typed.
  const [lastInitial, setLastInitial] = useState(initial);
  if (initial !== lastInitial) {
    setLastInitial(initial);
    if (initial && !edited) setValue(initial);
  }

  return {
    value,
    fields: {
      value,
      fromNameRequired,
      shown,
      onChange(field, text) {
        setEdited(true);
        setValue((previous) => ({ ...previous, [field]: text }));
      },
      onBlur(field) {
        setShown((previous) => (previous[field] ? previous : { ...previous, [field]: true }));
      },
      fromNameRef,
      messageRef,
    },
    submit({ focus = true } = {}) {
      setShown(ALL_SHOWN);
      const errors = customisationErrors(value, fromNameRequired);
      if (focus && errors.fromName) fromNameRef.current?.focus();
      else if (focus && errors.message) messageRef.current?.focus();
      return errors.fromName || errors.message ? null : trimCustomisation(value);
    },
  };
}
