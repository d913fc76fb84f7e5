import { DEMO_CONTACTS } from '../wallet/sandbox-wallet';
import { buyerProblem, type Buyer } from './buyer';

const buyer: Buyer = DEMO_CONTACTS.fr_FR;

describe('buyer rules', () => {
  it('take names of every language, with spaces, hyphens and apostrophes', () => {
    for (const name of ['Anne-Sophie', "D'Argent", 'de la Fontaine', 'Núñez', 'Ørsted', 'Zoë', 'O’Connor', 'Łukasz']) {
      expect(buyerProblem({ ...buyer, firstName: name, lastName: name })).toBeNull();
    }
  });

  it('refuse names with digits or signs, or without a letter', () => {
    for (const name of ['R2D2', 'Jean_Paul', 'Marie!', '--', ' ', '<b>Jo</b>']) {
      expect(buyerProblem({ ...buyer, lastName: name })).toBe(
        'body/buyer/lastName must hold only letters, spaces, hyphens and apostrophes',
      );
    }
  });

  it('take phone numbers written the usual ways and refuse the rest', () => {
    for (const phone of ['+33 6 12 34 56 78', '(020) 123.45.67', '0612345678', '+39-347-1234567']) {
      expect(buyerProblem({ ...buyer, phoneNumber: phone })).toBeNull();
    }
    for (const phone of ['call me', '06 12 34 56 7x', '+++ ---']) {
      expect(buyerProblem({ ...buyer, phoneNumber: phone })).toMatch(/phoneNumber/);
    }
  });

  it('need a country code in capitals, a postal code and an address that are not blank', () => {
    expect(buyerProblem({ ...buyer, country: 'fr' })).toMatch(/country/);
    expect(buyerProblem({ ...buyer, country: 'F1' })).toMatch(/country/);
    expect(buyerProblem({ ...buyer, postalCode: '1016 GV' })).toBeNull();
    expect(buyerProblem({ ...buyer, postalCode: '   ' })).toMatch(/postalCode/);
    expect(buyerProblem({ ...buyer, addressLine: '  ' })).toMatch(/addressLine/);
    expect(buyerProblem({ ...buyer, city: ' ' })).toMatch(/city/);
  });
});
