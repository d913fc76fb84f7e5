/**
 * What POST /api/contact/cases takes: a schema bounding every field (the lengths of the shared
 * contact rules), then the rules themselves, the ones the contact page checks as the visitor types,
 * each refusal worded as the page words it in English and naming its field.
 */
import {
  BOOKING_NUMBER_DIGITS,
  CONTACT_FIELD_MAX_LENGTHS,
  CONTACT_REASONS,
  CONTACT_THANK_YOU_REF,
  asksForBookingNumber,
  contactCaseErrors,
  type ContactCaseFields,
  type ContactField,
  type ContactFieldError,
  type ContactReason,
} from '@escapade/shared-contracts/contact-case';
import type { Locale } from '@escapade/shared-contracts/locales';
import { localeSchema } from '../routes/common-schemas';

/** Longest address the page may ask to be sent back to. */
export const RETURN_URL_MAX_LENGTH = 2048;
/** A booking number with stray spaces around its 8 digits still reaches the rule, which words the refusal. */
export const BOOKING_NUMBER_INPUT_MAX_LENGTH = 4 * BOOKING_NUMBER_DIGITS;

export interface ContactCaseBody {
  reason: ContactReason;
  bookingNumber?: string;
  email: string;
  name: string;
  phone: string;
  description: string;
  locale: Locale;
  returnUrl: string;
  /** `{ challenge, solution }` as the page solved it; checked apart, so any shape is a refused captcha, not a 400. */
  captcha?: unknown;
}

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

export const contactCaseBodySchema = {
  type: 'object',
  required: ['reason', 'email', 'name', 'phone', 'description', 'locale', 'returnUrl'],
  properties: {
    reason: { type: 'string', enum: [...CONTACT_REASONS] },
    bookingNumber: text(BOOKING_NUMBER_INPUT_MAX_LENGTH),
    email: text(CONTACT_FIELD_MAX_LENGTHS.email),
    name: text(CONTACT_FIELD_MAX_LENGTHS.name),
    phone: text(CONTACT_FIELD_MAX_LENGTHS.phone),
    description: text(CONTACT_FIELD_MAX_LENGTHS.description),
    locale: localeSchema,
    returnUrl: { type: 'string', minLength: 1, maxLength: RETURN_URL_MAX_LENGTH },
    captcha: {},
  },
} as const;

/** The English words of each refusal (the contact page shows the same ones in the visitor's language). */
const FIELD_ERROR_MESSAGES: Readonly<Record<Exclude<ContactFieldError, 'tooLong'>, string>> = {
  mandatory: 'Mandatory field',
  bookingNumber: 'Booking number is composed of 8 digits',
  email: 'Email seems incorrect',
  name: 'Only text is expected',
  phone: 'Phone number seems incorrect',
};

function fieldErrorMessage(field: ContactField, error: ContactFieldError): string {
  if (error !== 'tooLong') return FIELD_ERROR_MESSAGES[error];
  const maxLength = (CONTACT_FIELD_MAX_LENGTHS as Partial<Record<ContactField, number>>)[field];
  return `At most ${maxLength} characters`;
}

export const BOOKING_NUMBER_MESSAGE = `body/bookingNumber: ${FIELD_ERROR_MESSAGES.bookingNumber}`;

/** The fields of the case as the shared rules read them. */
export function contactCaseFields(body: ContactCaseBody): ContactCaseFields {
  const { reason, bookingNumber = '', email, name, phone, description } = body;
  return { reason, bookingNumber, email, name, phone, description };
}

/** Every refused field, `body/<field>: <why>`, or null when the case is acceptable. */
export function contactCaseProblem(body: ContactCaseBody): string | null {
  const errors = Object.entries(contactCaseErrors(contactCaseFields(body))) as [ContactField, ContactFieldError][];
  if (errors.length === 0) return null;
  return errors.map(([field, error]) => `body/${field}: ${fieldErrorMessage(field, error)}`).join(', ');
}

/** The booking number to file: trimmed, or null when the reason asks for none (what was sent is ignored). */
export function bookingNumberToFile(body: ContactCaseBody): string | null {
  return asksForBookingNumber(body.reason) ? (body.bookingNumber ?? '').trim() : null;
}

export const RETURN_URL_MESSAGE = 'body/returnUrl: must be a path of the shop, such as /contact';

/** Origin a path is read against; never part of what is answered. */
const PATH_BASE = 'http://shop.invalid';
/**
 * Characters a browser would read as leaving the path: a backslash after the first slash makes
 * another host, and spaces and control characters have no place in a path.
 */
function hasForeignCharacter(path: string): boolean {
  return [...path].some((char) => {
    const code = char.charCodeAt(0);
    return char === '\\' || /\s/.test(char) || code < 0x20 || code === 0x7f;
  });
}

/**
 * Where the page sends the visitor once the case is filed: its own path (never another site) with
 * `ref=contact_thank_you` added to the query. Null when `returnUrl` is not a path of the shop.
 */
export function thankYouUrl(returnUrl: string): string | null {
  if (!returnUrl.startsWith('/') || returnUrl.startsWith('//') || hasForeignCharacter(returnUrl)) return null;
  let url: URL;
  try {
    url = new URL(returnUrl, PATH_BASE);
  } catch {
    return null;
  }
  // Dot segments can fold `/.//elsewhere` into `//elsewhere`: the path is judged once resolved too.
  if (url.origin !== PATH_BASE || url.pathname.startsWith('//')) return null;
  url.searchParams.set('ref', CONTACT_THANK_YOU_REF);
  return `${url.pathname}${url.search}${url.hash}`;
}
