/**
 * What a customer may write in their account: the same rules as the checkout's buyer form, so a
 * profile always prefills a form that passes. The JSON schemas bound types and lengths; the rules
 * below are checked on the values and explained in words (never as a regular expression).
 */
import { LOCALES } from '@escapade/shared-contracts/locales';
import {
  CIVILITIES,
  CONTACT_LIMITS,
  hasOnlyPhoneCharacters,
  hasOnlyPostalCodeCharacters,
  isPersonName,
} from '../people/contact-fields';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './account-passwords';

export { CIVILITIES, type Civility } from '../people/contact-fields';

const EMAIL_MAX_LENGTH = CONTACT_LIMITS.email;
const NAME_MAX_LENGTH = CONTACT_LIMITS.name;
const PHONE_MIN_LENGTH = CONTACT_LIMITS.phone.min;
const PHONE_MAX_LENGTH = CONTACT_LIMITS.phone.max;
const ADDRESS_LINE_MAX_LENGTH = CONTACT_LIMITS.addressLine;
const POSTAL_CODE_MAX_LENGTH = CONTACT_LIMITS.postalCode;
const CITY_MAX_LENGTH = CONTACT_LIMITS.city;

const COUNTRY = /^[A-Za-z]{2}$/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Text as it is kept: composed accents, no surrounding spaces, no runs of spaces. */
export function tidyText(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/g, ' ');
}

export function nameProblem(field: string, value: string): string | null {
  if (value === '') return `body/${field} must not be empty`;
  if (!isPersonName(value)) return `body/${field} must be letters, spaces, hyphens or apostrophes`;
  return null;
}

export function phoneProblem(value: string): string | null {
  if (value === '') return null;
  if (!hasOnlyPhoneCharacters(value) || value.length < PHONE_MIN_LENGTH || value.length > PHONE_MAX_LENGTH)
    return `body/phoneNumber must be ${PHONE_MIN_LENGTH} to ${PHONE_MAX_LENGTH} digits, spaces, +, (, ), . or -`;
  return null;
}

export function postalCodeProblem(value: string): string | null {
  return hasOnlyPostalCodeCharacters(value) ? null : 'body/postalCode must be letters, digits, spaces or hyphens';
}

export function countryProblem(value: string): string | null {
  return value === '' || COUNTRY.test(value) ? null : 'body/country must be a two-letter country code such as FR';
}

export function plainTextProblem(field: string, value: string): string | null {
  return CONTROL_CHARACTER.test(value) ? `body/${field} must not contain control characters` : null;
}

const nameSchema = { type: 'string', maxLength: NAME_MAX_LENGTH } as const;

export const signUpBodySchema = {
  type: 'object',
  required: ['email', 'password', 'firstName', 'lastName', 'locale'],
  additionalProperties: false,
  properties: {
    email: { type: 'string', format: 'email', maxLength: EMAIL_MAX_LENGTH },
    password: { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH },
    firstName: nameSchema,
    lastName: nameSchema,
    locale: { type: 'string', enum: [...LOCALES] },
  },
} as const;

export const signInBodySchema = {
  type: 'object',
  required: ['email', 'password'],
  additionalProperties: false,
  properties: {
    email: { type: 'string', minLength: 1, maxLength: EMAIL_MAX_LENGTH },
    // A longer one cannot be a customer's: refused before any hashing.
    password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
  },
} as const;

/** The profile a customer writes: every field but the email, which is the sign-in name. */
export const profileBodySchema = {
  type: 'object',
  required: ['civility', 'firstName', 'lastName', 'phoneNumber', 'addressLine', 'postalCode', 'city', 'country'],
  additionalProperties: false,
  properties: {
    // Sent back as read is accepted, and ignored.
    email: { type: 'string', maxLength: EMAIL_MAX_LENGTH },
    civility: { type: 'string', enum: [...CIVILITIES, ''] },
    firstName: nameSchema,
    lastName: nameSchema,
    phoneNumber: { type: 'string', maxLength: PHONE_MAX_LENGTH },
    addressLine: { type: 'string', maxLength: ADDRESS_LINE_MAX_LENGTH },
    postalCode: { type: 'string', maxLength: POSTAL_CODE_MAX_LENGTH },
    city: { type: 'string', maxLength: CITY_MAX_LENGTH },
    country: { type: 'string', maxLength: 2 },
  },
} as const;
