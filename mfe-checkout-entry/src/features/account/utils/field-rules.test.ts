import {
  emailProblem,
  lengthProblem,
  nameProblem,
  newPasswordProblem,
  phoneProblem,
  POSTAL_CODE_MAX_LENGTH,
} from './field-rules';

describe('field rules', () => {
  it('take names of letters, spaces, hyphens and apostrophes, accents included', () => {
    for (const name of ['Léa', 'Jean-Pierre', "D'Alembert", 'Van der Berg', 'Zoë', 'Ørsted']) {
      expect(nameProblem(name)).toBeNull();
    }
    expect(nameProblem('R2D2')).toEqual({ kind: 'textOnly' });
    expect(nameProblem('  ')).toEqual({ kind: 'mandatory' });
    expect(nameProblem('', { required: false })).toBeNull();
    expect(nameProblem('a'.repeat(51))).toEqual({ kind: 'tooLong', maxLength: 50 });
  });

  it('want an address with one @ and a domain', () => {
    expect(emailProblem(' lea.martin@example.fr ')).toBeNull();
    expect(emailProblem('lea.martin@example')).toEqual({ kind: 'email' });
    expect(emailProblem('lea martin@example.fr')).toEqual({ kind: 'email' });
    expect(emailProblem('')).toEqual({ kind: 'mandatory' });
  });

  it('want a new password of 10 to 128 characters', () => {
    expect(newPasswordProblem('123456789')).toEqual({ kind: 'passwordLength', min: 10, max: 128 });
    expect(newPasswordProblem('1234567890')).toBeNull();
    expect(newPasswordProblem('x'.repeat(128))).toBeNull();
    expect(newPasswordProblem('x'.repeat(129))).toEqual({ kind: 'passwordLength', min: 10, max: 128 });
  });

  it('take a phone number of digits, spaces, + ( ) . and -, or none', () => {
    expect(phoneProblem('+33 (0)6 12-34.56.78')).toBeNull();
    expect(phoneProblem('')).toBeNull();
    expect(phoneProblem('06 12 ab')).toEqual({ kind: 'phone' });
    expect(phoneProblem('12345')).toEqual({ kind: 'phone' });
    expect(phoneProblem('1'.repeat(21))).toEqual({ kind: 'phone' });
  });

  it('limit free texts to their length', () => {
    expect(lengthProblem('75011', POSTAL_CODE_MAX_LENGTH)).toBeNull();
    expect(lengthProblem('1'.repeat(21), POSTAL_CODE_MAX_LENGTH)).toEqual({ kind: 'tooLong', maxLength: 20 });
  });
});
