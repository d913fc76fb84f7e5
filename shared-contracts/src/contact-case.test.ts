import {
  CONTACT_REASONS,
  REQUEST_KIND_OF_REASON,
  asksForBookingNumber,
  contactCaseErrors,
  contactFieldError,
  type ContactCaseFields,
} from './contact-case';

const VALID: ContactCaseFields = {
  reason: 'modification',
  bookingNumber: '48213597',
  email: 'lucia@example.com',
  name: 'Lucía Fernández-García',
  phone: '+34 (612) 345-678',
  description: 'Quisiera cambiar la fecha.',
};

describe('the contact form rules', () => {
  it('accepts a complete case', () => {
    expect(contactCaseErrors(VALID)).toEqual({});
  });

  it('files each reason under its request type and subtype', () => {
    expect(REQUEST_KIND_OF_REASON).toEqual({
      avv_info: { requestType: 'Hotel Activity information request', requestSubtype: null },
      booking_info: { requestType: 'Information/request', requestSubtype: null },
      emailconf: { requestType: 'Information/request', requestSubtype: 'Confirmation email' },
      modification: { requestType: 'Modification', requestSubtype: null },
      cancellation: { requestType: 'Cancellation Request', requestSubtype: null },
      complaint: { requestType: 'Complaint', requestSubtype: null },
      other: { requestType: null, requestSubtype: null },
    });
    expect(Object.keys(REQUEST_KIND_OF_REASON)).toEqual([...CONTACT_REASONS]);
  });

  it.each([
    ['reason', '', 'mandatory'],
    ['bookingNumber', '', 'mandatory'],
    ['bookingNumber', '1234567', 'bookingNumber'],
    ['bookingNumber', '123456789', 'bookingNumber'],
    ['bookingNumber', '1234567a', 'bookingNumber'],
    ['email', '  ', 'mandatory'],
    ['email', 'lucia@example', 'email'],
    ['email', 'lucia example@x.es', 'email'],
    ['name', 'Lucía 2', 'name'],
    ['name', 'x'.repeat(81), 'tooLong'],
    ['phone', '612-ABC', 'phone'],
    ['phone', '()+ -', 'phone'],
    ['description', '', 'mandatory'],
    ['description', 'x'.repeat(2001), 'tooLong'],
  ] as const)('refuses %s "%s" as %s', (field, value, error) => {
    expect(contactFieldError(field, { ...VALID, [field]: value })).toBe(error);
  });

  it('neither asks for nor checks a booking number when the question is about an offer', () => {
    expect(asksForBookingNumber('avv_info')).toBe(false);
    expect(CONTACT_REASONS.filter(asksForBookingNumber)).toHaveLength(CONTACT_REASONS.length - 1);
    expect(contactFieldError('bookingNumber', { ...VALID, reason: 'avv_info', bookingNumber: '' })).toBeNull();
  });
});
