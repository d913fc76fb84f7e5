import {
  BOOKING_NUMBER_DIGITS,
  CONTACT_FIELD_MAX_LENGTHS,
  CONTACT_FIELDS,
  asksForBookingNumber,
  contactFieldError,
  isContactReason,
  type ContactCaseFields,
  type ContactField,
  type ContactFieldError,
} from '@escapade/shared-contracts/contact-case';

/** A message of the form: its text key and, for a length, the count it names. */
export interface FieldMessage {
  key: string;
  count?: number;
}

/** The message of each refusal; the booking number's names its digits, "too long" the field's longest length. */
export function messageOfError(field: ContactField, error: ContactFieldError): FieldMessage {
  const key = `contact.form.errors.${error}`;
  if (error === 'bookingNumber') return { key, count: BOOKING_NUMBER_DIGITS };
  if (error === 'tooLong') return { key, count: longestValueOf(field) };
  return { key };
}

function longestValueOf(field: ContactField): number {
  const lengths: Partial<Record<ContactField, number>> = CONTACT_FIELD_MAX_LENGTHS;
  return lengths[field] ?? 0;
}

/** What the form says of a field with the values typed so far, or null when the field is right. */
export function contactFieldMessage(field: ContactField, fields: ContactCaseFields): FieldMessage | null {
  const error = contactFieldError(field, fields);
  return error ? messageOfError(field, error) : null;
}

/**
 * The fields the form shows: the reason alone until one is chosen, then the others, without the
 * booking number when the question comes before any booking (an offer's information).
 */
export function shownContactFields(reason: ContactCaseFields['reason']): ContactField[] {
  if (!isContactReason(reason)) return ['reason'];
  return CONTACT_FIELDS.filter((field) => field !== 'bookingNumber' || asksForBookingNumber(reason));
}
