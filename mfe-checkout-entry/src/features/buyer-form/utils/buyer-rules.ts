import type { Buyer, Civility } from '../../../utils/purchase-body';
import { CONTACT_MAX_LENGTHS, isEmail, isPersonName, isPhoneNumber } from '../../../utils/contact-rules';

/** The fields of the buyer form, in the order they are shown (the first invalid one takes the focus). */
export const BUYER_FIELDS = [
  'civility',
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'addressLine',
  'postalCode',
  'city',
  'country',
] as const;
export type BuyerField = (typeof BUYER_FIELDS)[number];

/** What the form holds: the buyer as typed, the civility not chosen yet being ''. */
export type BuyerValues = Omit<Record<BuyerField, string>, 'civility'> & { civility: Civility | '' };

export const EMPTY_BUYER: BuyerValues = {
  civility: '',
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  addressLine: '',
  postalCode: '',
  city: '',
  country: '',
};

/** The longest text each free field takes, as the api stores it. */
export const MAX_LENGTHS: Partial<Record<BuyerField, number>> = {
  firstName: CONTACT_MAX_LENGTHS.name,
  lastName: CONTACT_MAX_LENGTHS.name,
  addressLine: CONTACT_MAX_LENGTHS.addressLine,
  postalCode: CONTACT_MAX_LENGTHS.postalCode,
  city: CONTACT_MAX_LENGTHS.city,
};

export type BuyerError =
  | { kind: 'mandatory' }
  | { kind: 'textOnly' }
  | { kind: 'email' }
  | { kind: 'phone' }
  | { kind: 'tooLong'; maxLength: number };

/** The error of one field, or null when the field is right. Texts are checked without their outer spaces. */
export function buyerFieldError(field: BuyerField, values: BuyerValues): BuyerError | null {
  const value = values[field].trim();
  if (value === '') return { kind: 'mandatory' };
  const maxLength = MAX_LENGTHS[field];
  if (maxLength !== undefined && value.length > maxLength) return { kind: 'tooLong', maxLength };
  if ((field === 'firstName' || field === 'lastName') && !isPersonName(value)) return { kind: 'textOnly' };
  if (field === 'email' && !isEmail(value)) return { kind: 'email' };
  if (field === 'phoneNumber' && !isPhoneNumber(value)) return { kind: 'phone' };
  return null;
}

/** The fields in error, in the form's order. */
export function invalidBuyerFields(values: BuyerValues): BuyerField[] {
  return BUYER_FIELDS.filter((field) => buyerFieldError(field, values) !== null);
}

/** The buyer the order is placed for, from values that passed the rules. */
export function toBuyer(values: BuyerValues): Buyer {
  const text = (field: Exclude<BuyerField, 'civility'>) => values[field].trim();
  return {
    email: { email: text('email') },
    civility: values.civility === 'MRS' ? 'MRS' : 'MR',
    firstName: text('firstName'),
    lastName: text('lastName'),
    phoneNumber: text('phoneNumber'),
    addressLine: text('addressLine'),
    postalCode: text('postalCode'),
    city: text('city'),
    country: text('country').toUpperCase(),
  };
}
