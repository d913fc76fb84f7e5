import { BOOKING_NUMBER_PATTERN, CONTACT_EMAIL_PATTERN } from '@escapade/shared-contracts/contact-case';
import type { OrderLookupRequest } from '../api/lookup-order';

export type LookupField = keyof OrderLookupRequest;
export type LookupFieldError = 'mandatory' | 'bookingNumber' | 'email';

export const LOOKUP_FIELDS: readonly LookupField[] = ['bookingNumber', 'email'];

/** Both fields are needed: the booking number is 8 digits, the email an address. */
export function lookupFieldError(field: LookupField, values: OrderLookupRequest): LookupFieldError | null {
  const value = values[field].trim();
  if (value === '') return 'mandatory';
  if (field === 'bookingNumber') return BOOKING_NUMBER_PATTERN.test(value) ? null : 'bookingNumber';
  return CONTACT_EMAIL_PATTERN.test(value) ? null : 'email';
}
