import { useCallback, useState } from 'react';
import { useTypedBeforeHydration } from '../../../components/hydrate-when-needed';
import { suggestEmailDomain, withSuggestedDomain } from '../utils/suggest-email-domain';
import { isValidEmail } from '../utils/validate-email';

export interface EmailInput {
  email: string;
  invalid: boolean;
  /** A common domain the address probably meant, shown as "You mean @…?". */
  suggestion: string | null;
  setEmail(value: string): void;
  /** Blur: flags a wrong address (an untouched empty field stays quiet) and looks for a typo. */
  checkOnBlur(): void;
  /** Enter or submit: flags anything invalid, empty included. True when the address can be sent. */
  checkOnSubmit(): boolean;
  /** Focus clears the error, so the visitor can correct in peace. */
  clearError(): void;
  applySuggestion(): void;
}

/** The name of the e-mail field, by which an address typed before the field's code came is found again. */
export const EMAIL_FIELD_NAME = 'email';

/** The newsletter e-mail field's value and its validation. */
export function useEmailInput(): EmailInput {
  // In the footer, the visitor may type before the form's code has come: that text is kept.
  const typedEarly = useTypedBeforeHydration(EMAIL_FIELD_NAME);
  const [email, setEmail] = useState(typedEarly ?? '');
  const [invalid, setInvalid] = useState(false);
  const [suggestion, setSuggestion] = useState<string | null>(null);

  const check = useCallback(
    (flagEmpty: boolean) => {
      const valid = isValidEmail(email);
      setInvalid(!valid && (flagEmpty || email.trim() !== ''));
      setSuggestion(valid ? suggestEmailDomain(email.trim()) : null);
      return valid;
    },
    [email],
  );

  return {
    email,
    invalid,
    suggestion,
    setEmail: (value) => {
      setEmail(value);
      setSuggestion(null);
    },
    checkOnBlur: () => void check(false),
    checkOnSubmit: () => check(true),
    clearError: () => setInvalid(false),
    applySuggestion: () => {
      if (!suggestion) return;
      setEmail(withSuggestedDomain(email, suggestion));
      setSuggestion(null);
      setInvalid(false);
    },
  };
}
