import {
  CONTACT_REASONS,
  REQUEST_KIND_OF_REASON,
  type ContactCaseFields,
  type ContactField,
} from '@escapade/shared-contracts/contact-case';
import { createI18n } from '../../../i18n/create-i18n';
import { contactCaseBody } from './contact-case-body';
import { contactFieldMessage, shownContactFields } from './contact-field-messages';
import { refusalOf, refusedFieldOf } from './refused-field';

const VALID: ContactCaseFields = {
  reason: 'modification',
  bookingNumber: '12345678',
  email: 'lea.martin@example.com',
  name: 'Léa Martin-Dupré',
  phone: '+33 (0)6 12-34-56-78',
  description: 'Pouvons-nous arriver un jour plus tard ?',
};

describe('the contact validation table', () => {
  const { t } = createI18n('fr');
  const messageOf = (field: ContactField, changes: Partial<ContactCaseFields>) => {
    const message = contactFieldMessage(field, { ...VALID, ...changes });
    return message ? t(message.key, message.count === undefined ? {} : { count: message.count }) : null;
  };

  it.each<[ContactField, Partial<ContactCaseFields>, string | null]>([
    ['reason', { reason: '' }, 'Champ obligatoire'],
    ['reason', {}, null],
    ['bookingNumber', { bookingNumber: '' }, 'Champ obligatoire'],
    ['bookingNumber', { bookingNumber: '1234567' }, 'Le numéro de réservation est composé de 8 chiffres'],
    ['bookingNumber', { bookingNumber: '123456789' }, 'Le numéro de réservation est composé de 8 chiffres'],
    ['bookingNumber', { bookingNumber: '1234567a' }, 'Le numéro de réservation est composé de 8 chiffres'],
    ['bookingNumber', { bookingNumber: ' 12345678 ' }, null],
    ['bookingNumber', { reason: 'avv_info', bookingNumber: '' }, null],
    ['bookingNumber', { reason: 'avv_info', bookingNumber: 'abc' }, null],
    ['email', { email: '   ' }, 'Champ obligatoire'],
    ['email', { email: 'lea.martin@example' }, "L'adresse e-mail semble incorrecte"],
    ['email', { email: 'lea martin@example.com' }, "L'adresse e-mail semble incorrecte"],
    ['email', { email: `${'a'.repeat(250)}@example.com` }, '254 caractères au maximum'],
    ['name', { name: '' }, 'Champ obligatoire'],
    ['name', { name: 'Léa 2' }, 'Seul du texte est attendu'],
    ['name', { name: "D'Artagnan" }, null],
    ['name', { name: 'L'.repeat(81) }, '80 caractères au maximum'],
    ['phone', { phone: '' }, 'Champ obligatoire'],
    ['phone', { phone: '06 12 34 ab' }, 'Le numéro de téléphone semble incorrect'],
    ['phone', { phone: '+-()' }, 'Le numéro de téléphone semble incorrect'],
    ['phone', { phone: '1'.repeat(31) }, '30 caractères au maximum'],
    ['description', { description: '' }, 'Champ obligatoire'],
    ['description', { description: 'x'.repeat(2001) }, '2000 caractères au maximum'],
    ['description', { description: 'x'.repeat(2000) }, null],
  ])('%s with %j says %s', (field, changes, expected) => {
    expect(messageOf(field, changes)).toBe(expected);
  });

  it('shows the reason alone until one is chosen, and no booking number for an offer question', () => {
    expect(shownContactFields('')).toEqual(['reason']);
    expect(shownContactFields('avv_info')).toEqual(['reason', 'email', 'name', 'phone', 'description']);
    expect(shownContactFields('complaint')).toEqual([
      'reason',
      'bookingNumber',
      'email',
      'name',
      'phone',
      'description',
    ]);
  });
});

describe('the reasons', () => {
  it('each files the case under the request type and subtype customer care expects', () => {
    const kinds = Object.fromEntries(
      CONTACT_REASONS.map((reason) => [
        reason,
        [REQUEST_KIND_OF_REASON[reason].requestType, REQUEST_KIND_OF_REASON[reason].requestSubtype],
      ]),
    );
    expect(kinds).toEqual({
      avv_info: ['Hotel Activity information request', null],
      booking_info: ['Information/request', null],
      emailconf: ['Information/request', 'Confirmation email'],
      modification: ['Modification', null],
      cancellation: ['Cancellation Request', null],
      complaint: ['Complaint', null],
      other: [null, null],
    });
  });
});

describe('contactCaseBody', () => {
  const context = { locale: 'fr_FR' as const, returnUrl: '/contact?ref=contact_thank_you' };

  it('sends trimmed values, the locale and the way back', () => {
    expect(contactCaseBody({ ...VALID, reason: 'complaint', email: ' lea.martin@example.com ' }, context)).toEqual({
      reason: 'complaint',
      bookingNumber: '12345678',
      email: 'lea.martin@example.com',
      name: 'Léa Martin-Dupré',
      phone: '+33 (0)6 12-34-56-78',
      description: 'Pouvons-nous arriver un jour plus tard ?',
      locale: 'fr_FR',
      returnUrl: '/contact?ref=contact_thank_you',
    });
  });

  it('leaves the booking number out of an offer question and carries the captcha when there is one', () => {
    const captcha = {
      challenge: {
        parameters: { algorithm: 'SHA-256', nonce: 'ab', salt: 'cd', cost: 1, keyLength: 32, keyPrefix: '0' },
      },
      solution: { counter: 7, derivedKey: '0f' },
    };
    const body = contactCaseBody({ ...VALID, reason: 'avv_info', bookingNumber: '99' }, { ...context, captcha });
    expect(body).not.toHaveProperty('bookingNumber');
    expect(body.captcha).toBe(captcha);
  });
});

describe('a refused field', () => {
  it('is the first contact field the api message names', () => {
    expect(refusedFieldOf('body/phone must match pattern')).toBe('phone');
    expect(refusedFieldOf('bookingNumber: does not name an order of this email')).toBe('bookingNumber');
    expect(refusedFieldOf('email and name are refused')).toBe('email');
    expect(refusedFieldOf('Too many cases')).toBeNull();
    expect(refusedFieldOf(undefined)).toBeNull();
  });

  it("shows the page's own rule, else what the api holds against that field", () => {
    expect(refusalOf('phone', { ...VALID, phone: '' })).toBe('mandatory');
    expect(refusalOf('phone', VALID)).toBe('phone');
    expect(refusalOf('email', VALID)).toBe('email');
  });
});
