import { useState } from 'react';
import type { FieldProblem } from '../utils/field-rules';

/**
 * When a form shows its fields' problems: a field's once it has been left (blur), every field's
 * once the form was submitted. `problems` is computed from the current values at each render.
 */
export function useFieldChecks<Field extends string>(
  problems: Readonly<Record<Field, FieldProblem | null>>,
  order: readonly Field[],
) {
  const [touched, setTouched] = useState<ReadonlySet<Field>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const isShown = (field: Field) => submitted || touched.has(field);
  return {
    /** The problem to show under the field, if any. */
    problemOf: (field: Field): FieldProblem | null => (isShown(field) ? problems[field] : null),
    /** A field left with a right value shows so. */
    isConfirmed: (field: Field, value: string): boolean => isShown(field) && value.trim() !== '' && !problems[field],
    touch: (field: Field) => setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field))),
    /** Every problem shows from now on; gives the fields in error, in the form's order. */
    submit: (): Field[] => {
      setSubmitted(true);
      return order.filter((field) => problems[field] !== null);
    },
  };
}

/** Puts the focus in the named field of a form (the first one in error after a submit). */
export function focusField(form: HTMLFormElement | null, name: string): void {
  form?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`)?.focus();
}
