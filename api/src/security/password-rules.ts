/**
 * What makes a chosen password too easy to guess, whatever its length (NIST SP 800-63B's
 * blocklist): one of the most common passwords, the account's own email or the name before its @,
 * or a single character repeated (spaces alone included). Checked when a password is chosen,
 * never at sign-in, so an account keeps working with the password it has.
 */
import { isCommonPassword, passwordComparisonForm } from './common-passwords';

export type PasswordWeakness = 'common' | 'email' | 'repeated';

/** Why `password` may not be chosen for the account of `email`, or null when it may. */
export function passwordWeakness(password: string, email: string): PasswordWeakness | null {
  const candidate = passwordComparisonForm(password);
  // Fewer than two different characters: spaces only, or one character over and over.
  if (new Set(candidate).size < 2) return 'repeated';
  const address = passwordComparisonForm(email);
  const at = address.lastIndexOf('@');
  const name = at > 0 ? address.slice(0, at) : '';
  if (candidate === address || candidate === name) return 'email';
  if (isCommonPassword(candidate)) return 'common';
  return null;
}
