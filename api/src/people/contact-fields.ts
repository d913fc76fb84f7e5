/**
 * The rules of a person's contact details, the same for an order's buyer and a customer's profile,
 * so a saved profile always makes a buyer the checkout accepts. Lengths are bounded by the JSON
 * schemas; these say which characters a field may hold.
 */

export const CIVILITIES = ['MR', 'MRS'] as const;
export type Civility = (typeof CIVILITIES)[number];

export const CONTACT_LIMITS = {
  name: 50,
  email: 254,
  phone: { min: 6, max: 20 },
  addressLine: 120,
  postalCode: 20,
  city: 60,
} as const;

/** Letters of any alphabet with their accents (composed or not), spaces, hyphens and apostrophes. */
const NAME = /^[\p{L}\p{M} '’-]+$/u;
const LETTER = /\p{L}/u;
const PHONE_CHARACTERS = /^[0-9 +().-]*$/;
const POSTAL_CODE_CHARACTERS = /^[A-Za-z0-9 -]*$/;

/** A first or last name: only letters, spaces, hyphens and apostrophes, with at least one letter. */
export function isPersonName(value: string): boolean {
  return NAME.test(value) && LETTER.test(value);
}

/** Only digits, spaces and + ( ) . - (an empty value has none other). */
export function hasOnlyPhoneCharacters(value: string): boolean {
  return PHONE_CHARACTERS.test(value);
}

/** Only letters, digits, spaces and hyphens (an empty value has none other). */
export function hasOnlyPostalCodeCharacters(value: string): boolean {
  return POSTAL_CODE_CHARACTERS.test(value);
}
