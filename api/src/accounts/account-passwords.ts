/**
 * The password a customer may choose: 10 to 128 characters (the JSON schemas hold the lengths) and
 * none of the easy guesses of `security/password-rules.ts`. It is kept as `security/password-hash.ts`
 * keeps passwords.
 */
import { passwordWeakness, type PasswordWeakness } from '../security/password-rules';
import type { AccountErrorCode } from './account-requests';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/** One code per reason, so a page can tell the customer what to change. */
const WEAKNESS_CODES = {
  common: 'PASSWORD_TOO_COMMON',
  email: 'PASSWORD_IS_EMAIL',
  repeated: 'PASSWORD_REPEATED',
} as const satisfies Record<PasswordWeakness, AccountErrorCode>;

/** The error to answer when a customer chooses `password` for the account of `email`, or null. */
export function chosenPasswordProblem(password: string, email: string): AccountErrorCode | null {
  const weakness = passwordWeakness(password, email);
  return weakness ? WEAKNESS_CODES[weakness] : null;
}
