import { useAtom } from 'jotai';
import { LOOKUP_FIELDS, lookupFieldError, type LookupField, type LookupFieldError } from '../utils/lookup-fields';
import { lookupChoiceAtom, lookupDraftAtom } from './lookup-draft';
import { lookupActionOfHash, type LookupAction } from './booking-lookup-target';

/** The lookup form's values and the errors it shows: a field's once it is left, both on submit. */
export function useLookupForm() {
  const [draft, setDraft] = useAtom(lookupDraftAtom);
  return {
    values: draft.values,
    errorOf(field: LookupField): LookupFieldError | null {
      return draft.checked.includes(field) ? lookupFieldError(field, draft.values) : null;
    },
    setField(field: LookupField, value: string) {
      setDraft((current) => ({ ...current, values: { ...current.values, [field]: value } }));
    },
    check(field: LookupField) {
      setDraft((current) =>
        current.checked.includes(field) ? current : { ...current, checked: [...current.checked, field] },
      );
    },
    /** Shows both errors; returns the first field to fix, or null when the lookup can run. */
    checkAll(): LookupField | null {
      setDraft((current) => ({ ...current, checked: LOOKUP_FIELDS }));
      return LOOKUP_FIELDS.find((field) => lookupFieldError(field, draft.values) !== null) ?? null;
    },
  };
}

/** The chosen action: the hash's (`#r=invoice`) until the visitor picks another. */
export function useLookupAction(hash: string): [LookupAction, (action: LookupAction) => void] {
  const [choice, setChoice] = useAtom(lookupChoiceAtom);
  const action = choice !== null && choice.hash === hash ? choice.action : lookupActionOfHash(hash);
  return [action, (picked) => setChoice({ hash, action: picked })];
}
