import {
  CONTACT_FIELDS,
  contactFieldError,
  type ContactCaseFields,
  type ContactField,
  type ContactFieldError,
} from '@escapade/shared-contracts/contact-case';

/** The field a 400 answer's message names (the first one it mentions), or null. */
export function refusedFieldOf(message: unknown): ContactField | null {
  if (typeof message !== 'string') return null;
  let found: { field: ContactField; at: number } | null = null;
  for (const field of CONTACT_FIELDS) {
    const at = message.search(new RegExp(`\\b${field}\\b`));
    if (at >= 0 && (found === null || at < found.at)) found = { field, at };
  }
  return found?.field ?? null;
}

/** What the api most likely holds against each field when the page's own rules found nothing. */
const REFUSAL_OF_FIELD: Readonly<Record<ContactField, ContactFieldError>> = {
  reason: 'mandatory',
  bookingNumber: 'bookingNumber',
  email: 'email',
  name: 'name',
  phone: 'phone',
  description: 'tooLong',
};

/** The error to show on a field the api refused: the page's own rule when it finds one. */
export function refusalOf(field: ContactField, fields: ContactCaseFields): ContactFieldError {
  return contactFieldError(field, fields) ?? REFUSAL_OF_FIELD[field];
}
