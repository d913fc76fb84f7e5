/**
 * The rules of the account's forms (sign-in, sign-up, profile), as the api checks them too. Texts
 * are checked without their outer spaces. Each rule gives the field's problem, or null when the
 * value is right.
 */
import { CONTACT_MAX_LENGTHS, isEmail, isPersonName, isPhoneNumber } from '../../../utils/contact-rules';

export type FieldProblem =
  | { kind: 'mandatory' }
  | { kind: 'textOnly' }
  | { kind: 'email' }
  | { kind: 'phone' }
  | { kind: 'tooLong'; maxLength: number }
  | { kind: 'passwordLength'; min: number; max: number };

export const NAME_MAX_LENGTH = CONTACT_MAX_LENGTHS.name;
export const ADDRESS_MAX_LENGTH = CONTACT_MAX_LENGTHS.addressLine;
export const POSTAL_CODE_MAX_LENGTH = CONTACT_MAX_LENGTHS.postalCode;
export const CITY_MAX_LENGTH = CONTACT_MAX_LENGTHS.city;
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export function mandatoryProblem(value: string): FieldProblem | null {
  return value.trim() === '' ? { kind: 'mandatory' } : null;
}

function tooLong(value: string, maxLength: number): FieldProblem | null {
  return value.trim().length > maxLength ? { kind: 'tooLong', maxLength } : null;
}

/** A first or last name: text only, at most 50 characters; mandatory unless told otherwise. */
export function nameProblem(value: string, { required = true } = {}): FieldProblem | null {
  const text = value.trim();
  if (text === '') return required ? { kind: 'mandatory' } : null;
  return tooLong(text, NAME_MAX_LENGTH) ?? (isPersonName(text) ? null : { kind: 'textOnly' });
}

export function emailProblem(value: string): FieldProblem | null {
  const text = value.trim();
  if (text === '') return { kind: 'mandatory' };
  return isEmail(text) ? null : { kind: 'email' };
}

/** A new password: 10 to 128 characters, spaces included (they are part of it). */
export function newPasswordProblem(value: string): FieldProblem | null {
  if (value === '') return { kind: 'mandatory' };
  const length = [...value].length;
  return length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH
    ? { kind: 'passwordLength', min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }
    : null;
}

/** A phone number, when one is given. */
export function phoneProblem(value: string): FieldProblem | null {
  const text = value.trim();
  if (text === '') return null;
  return isPhoneNumber(text) ? null : { kind: 'phone' };
}

/** A free text (address, postal code, city), when one is given: only its length is checked. */
export function lengthProblem(value: string, maxLength: number): FieldProblem | null {
  return tooLong(value, maxLength);
}
