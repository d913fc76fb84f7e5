/**
 * The rules of a person's contact details, the same in the buyer form and the profile (and as the
 * api checks them), so a saved profile always fills a buyer form that passes. Values are checked
 * without their outer spaces.
 */

/** The longest text each field takes, as the api keeps it. */
export const CONTACT_MAX_LENGTHS = { name: 50, addressLine: 120, postalCode: 20, city: 60 } as const;

/** Letters of any alphabet with their accents (composed or not), spaces, hyphens and apostrophes. */
const NAME = /^[\p{L}\p{M}\s'’-]+$/u;
/** Something before and after one @, and a domain with a dot. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** Digits, spaces, + ( ) . and -, 6 to 20 of them. */
const PHONE = /^[\d\s+().-]{6,20}$/;
const DIGIT = /\d/;

export function isPersonName(text: string): boolean {
  return NAME.test(text);
}

export function isEmail(text: string): boolean {
  return EMAIL.test(text);
}

/** 6 to 20 digits, spaces and + ( ) . -, with digits among them. */
export function isPhoneNumber(text: string): boolean {
  return PHONE.test(text) && DIGIT.test(text);
}
