/**
 * The contact form's rules, shared by the contact page (which checks a field as the visitor leaves
 * it) and the api (which checks the whole case again before storing it): the reasons a visitor can
 * pick, the request type and subtype customer care files each under, and what each field accepts.
 */

export const CONTACT_REASONS = [
  'avv_info',
  'booking_info',
  'emailconf',
  'modification',
  'cancellation',
  'complaint',
  'other',
] as const;
export type ContactReason = (typeof CONTACT_REASONS)[number];

export function isContactReason(value: unknown): value is ContactReason {
  return typeof value === 'string' && (CONTACT_REASONS as readonly string[]).includes(value);
}

export interface ContactRequestKind {
  requestType: string | null;
  requestSubtype: string | null;
}

/** How customer care files a case: its request type and subtype, in its own (English) words. */
export const REQUEST_KIND_OF_REASON: Readonly<Record<ContactReason, ContactRequestKind>> = {
  avv_info: { requestType: 'Hotel Activity information request', requestSubtype: null },
  booking_info: { requestType: 'Information/request', requestSubtype: null },
  emailconf: { requestType: 'Information/request', requestSubtype: 'Confirmation email' },
  modification: { requestType: 'Modification', requestSubtype: null },
  cancellation: { requestType: 'Cancellation Request', requestSubtype: null },
  complaint: { requestType: 'Complaint', requestSubtype: null },
  other: { requestType: null, requestSubtype: null },
};

/** A question about an offer comes before any booking: the form neither shows nor needs a booking number. */
export function asksForBookingNumber(reason: ContactReason): boolean {
  return reason !== 'avv_info';
}

/** Booking numbers are the 8 digits of an order's reference. */
export const BOOKING_NUMBER_DIGITS = 8;
export const BOOKING_NUMBER_PATTERN = /^\d{8}$/;

/** Longest value each field takes (a name, an address, a phone number and a message of a real case fit). */
export const CONTACT_FIELD_MAX_LENGTHS = {
  name: 80,
  email: 254,
  phone: 30,
  description: 2000,
} as const;

/** Letters of any alphabet, spaces, apostrophes, hyphens and dots: a name, no digits or symbols. */
export const CONTACT_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}' .\u2019-]*$/u;
/** Digits, spaces, parentheses, plus and hyphen, with at least one digit. */
export const CONTACT_PHONE_PATTERN = /^(?=.*\d)[\d ()+-]+$/;
/** One @, something on each side, a dot in the domain, no spaces. */
export const CONTACT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ContactField = 'reason' | 'bookingNumber' | 'email' | 'name' | 'phone' | 'description';

/** Why a field is refused; the page words each in the visitor's language. */
export type ContactFieldError = 'mandatory' | 'bookingNumber' | 'email' | 'name' | 'phone' | 'tooLong';

export interface ContactCaseFields {
  reason: ContactReason | '';
  bookingNumber: string;
  email: string;
  name: string;
  phone: string;
  description: string;
}

/** The error of one field, or null when it is acceptable. Every field is mandatory. */
export function contactFieldError(field: ContactField, fields: ContactCaseFields): ContactFieldError | null {
  if (field === 'reason') return isContactReason(fields.reason) ? null : 'mandatory';
  if (field === 'bookingNumber' && isContactReason(fields.reason) && !asksForBookingNumber(fields.reason)) return null;
  const value = fields[field].trim();
  if (value === '') return 'mandatory';
  switch (field) {
    case 'bookingNumber':
      return BOOKING_NUMBER_PATTERN.test(value) ? null : 'bookingNumber';
    case 'email':
      if (value.length > CONTACT_FIELD_MAX_LENGTHS.email) return 'tooLong';
      return CONTACT_EMAIL_PATTERN.test(value) ? null : 'email';
    case 'name':
      if (value.length > CONTACT_FIELD_MAX_LENGTHS.name) return 'tooLong';
      return CONTACT_NAME_PATTERN.test(value) ? null : 'name';
    case 'phone':
      if (value.length > CONTACT_FIELD_MAX_LENGTHS.phone) return 'tooLong';
      return CONTACT_PHONE_PATTERN.test(value) ? null : 'phone';
    case 'description':
      return value.length > CONTACT_FIELD_MAX_LENGTHS.description ? 'tooLong' : null;
  }
}

export const CONTACT_FIELDS: readonly ContactField[] = [
  'reason',
  'bookingNumber',
  'email',
  'name',
  'phone',
  'description',
];

/** Every field's error (only refused fields appear). */
export function contactCaseErrors(fields: ContactCaseFields): Partial<Record<ContactField, ContactFieldError>> {
  const errors: Partial<Record<ContactField, ContactFieldError>> = {};
  for (const field of CONTACT_FIELDS) {
    const error = contactFieldError(field, fields);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The query the contact page is sent back with once customer care has the case. */
export const CONTACT_THANK_YOU_REF = 'contact_thank_you';
