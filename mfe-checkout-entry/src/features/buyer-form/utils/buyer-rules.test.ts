import { EMPTY_BUYER, buyerFieldError, invalidBuyerFields, toBuyer, type BuyerValues } from './buyer-rules';

const VALID: BuyerValues = {
  civility: 'MRS',
  firstName: ' Anne-Sophie ',
  lastName: "O'Connor",
  email: 'anne@example.ie',
  phoneNumber: '+353 (0)1 234-56.78',
  addressLine: '3 Grafton Street',
  postalCode: 'D02 X285',
  city: 'Dublin',
  country: 'ie',
};

describe('buyer rules', () => {
  it('asks for every field', () => {
    expect(invalidBuyerFields(EMPTY_BUYER)).toEqual([
      'civility',
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
      'addressLine',
      'postalCode',
      'city',
      'country',
    ]);
    expect(invalidBuyerFields({ ...VALID, city: '   ' })).toEqual(['city']);
    expect(invalidBuyerFields(VALID)).toEqual([]);
  });

  it.each([
    ['firstName', 'Zoë', null],
    ['firstName', 'Ana María', null],
    ['firstName', 'J0hn', 'textOnly'],
    ['lastName', 'Smith & Co', 'textOnly'],
    ['email', 'anne@example', 'email'],
    ['email', 'anne example@x.fr', 'email'],
    ['phoneNumber', '12345', 'phone'],
    ['phoneNumber', '123456', null],
    ['phoneNumber', '1'.repeat(20), null],
    ['phoneNumber', '1'.repeat(21), 'phone'],
    ['phoneNumber', '06/12/34/56', 'phone'],
  ] as const)('%s "%s" → %s', (field, value, kind) => {
    expect(buyerFieldError(field, { ...VALID, [field]: value })?.kind ?? null).toBe(kind);
  });

  it('takes names and phones as the profile and the api do', () => {
    // A name typed with decomposed accents (e + combining acute), as some keyboards send it.
    expect(buyerFieldError('firstName', { ...VALID, firstName: 'Zoe\u0301' })).toBeNull();
    expect(buyerFieldError('phoneNumber', { ...VALID, phoneNumber: '(+) - . ()' })).toEqual({ kind: 'phone' });
  });

  it('limits the lengths', () => {
    expect(buyerFieldError('firstName', { ...VALID, firstName: 'a'.repeat(50) })).toBeNull();
    expect(buyerFieldError('firstName', { ...VALID, firstName: 'a'.repeat(51) })).toEqual({
      kind: 'tooLong',
      maxLength: 50,
    });
    expect(buyerFieldError('postalCode', { ...VALID, postalCode: '9'.repeat(21) })).toEqual({
      kind: 'tooLong',
      maxLength: 20,
    });
    expect(buyerFieldError('city', { ...VALID, city: 'x'.repeat(61) })?.kind).toBe('tooLong');
    expect(buyerFieldError('addressLine', { ...VALID, addressLine: 'x'.repeat(121) })?.kind).toBe('tooLong');
  });

  it('gives the buyer as the api takes it, trimmed', () => {
    expect(toBuyer(VALID)).toEqual({
      email: { email: 'anne@example.ie' },
      civility: 'MRS',
      firstName: 'Anne-Sophie',
      lastName: "O'Connor",
      phoneNumber: '+353 (0)1 234-56.78',
      addressLine: '3 Grafton Street',
      postalCode: 'D02 X285',
      city: 'Dublin',
      country: 'IE',
    });
  });
});
