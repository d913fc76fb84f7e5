/**
 * Who buys: the buyer of an order, as the buyer form or the wallet gives it. The schema bounds the
 * fields; `buyerProblem` checks their characters, with a message that says the rule in words.
 */

import {
  CIVILITIES,
  CONTACT_LIMITS,
  hasOnlyPhoneCharacters,
  hasOnlyPostalCodeCharacters,
  isPersonName,
  type Civility,
} from '../people/contact-fields';

export interface Buyer {
  email: { email: string };
  civility: Civility;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  addressLine: string;
  postalCode: string;
  city: string;
  country: string;
}

const BUYER_LIMITS = CONTACT_LIMITS;

export const buyerSchema = {
  type: 'object',
  required: [
    'email',
    'civility',
    'firstName',
    'lastName',
    'phoneNumber',
    'addressLine',
    'postalCode',
    'city',
    'country',
  ],
  additionalProperties: false,
  properties: {
    email: {
      type: 'object',
      required: ['email'],
      additionalProperties: false,
      properties: { email: { type: 'string', format: 'email', maxLength: BUYER_LIMITS.email } },
    },
    civility: { type: 'string', enum: [...CIVILITIES] },
    firstName: { type: 'string', minLength: 1, maxLength: BUYER_LIMITS.name },
    lastName: { type: 'string', minLength: 1, maxLength: BUYER_LIMITS.name },
    phoneNumber: { type: 'string', minLength: BUYER_LIMITS.phone.min, maxLength: BUYER_LIMITS.phone.max },
    addressLine: { type: 'string', minLength: 1, maxLength: BUYER_LIMITS.addressLine },
    postalCode: { type: 'string', minLength: 1, maxLength: BUYER_LIMITS.postalCode },
    city: { type: 'string', minLength: 1, maxLength: BUYER_LIMITS.city },
    country: { type: 'string', minLength: 2, maxLength: 2 },
  },
} as const;

const DIGIT = /\d/;
const COUNTRY = /^[A-Z]{2}$/;

/** The first rule the buyer breaks, as a 400 message, or null. */
export function buyerProblem(buyer: Buyer, where = 'body/buyer'): string | null {
  for (const field of ['firstName', 'lastName'] as const) {
    const value = buyer[field];
    if (!isPersonName(value)) {
      return `${where}/${field} must hold only letters, spaces, hyphens and apostrophes`;
    }
  }
  if (!hasOnlyPhoneCharacters(buyer.phoneNumber) || !DIGIT.test(buyer.phoneNumber)) {
    return `${where}/phoneNumber must hold only digits, spaces and + ( ) . -`;
  }
  for (const field of ['addressLine', 'city'] as const) {
    if (buyer[field].trim() === '') return `${where}/${field} must not be blank`;
  }
  if (!hasOnlyPostalCodeCharacters(buyer.postalCode) || buyer.postalCode.trim() === '') {
    return `${where}/postalCode must hold only letters, digits, spaces and hyphens`;
  }
  if (!COUNTRY.test(buyer.country)) return `${where}/country must be a country code such as FR (ISO 3166 alpha-2)`;
  return null;
}
