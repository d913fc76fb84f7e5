import { isCommonPassword } from './common-passwords';
import { passwordWeakness } from './password-rules';

const EMAIL = 'Lea.Martin-Biarritz@example.com';

describe('passwordWeakness', () => {
  it.each([
    '1234567890',
    'password12',
    'qwertyuiop',
    '1q2w3e4r5t',
    'iloveyou12',
    'azertyuiop',
    'motdepasse',
    'contraseña',
    'wachtwoord',
    '0123456789',
  ])('finds %s among the most common passwords, whatever its case and outer spaces', (password) => {
    expect(passwordWeakness(password, EMAIL)).toBe('common');
    expect(passwordWeakness(` ${password.toUpperCase()}\t`, EMAIL)).toBe('common');
  });

  it('compares accents however they were typed', () => {
    expect(passwordWeakness('contrasen\u0303a', EMAIL)).toBe('common');
  });

  it('refuses the email and the name before its @, in any case', () => {
    for (const password of [EMAIL, EMAIL.toLowerCase(), ` ${EMAIL.toUpperCase()} `, 'lea.martin-biarritz'])
      expect(passwordWeakness(password, EMAIL)).toBe('email');
    expect(passwordWeakness('example.com', EMAIL)).toBeNull();
  });

  it('refuses one character repeated and spaces alone', () => {
    for (const password of [' '.repeat(10), '\t\u00a0 \u2003'.repeat(3), 'zzzzzzzzzz', 'ZzZzZzZzZz', '😀'.repeat(10)])
      expect(passwordWeakness(password, EMAIL)).toBe('repeated');
  });

  it('accepts a password that is not an easy guess, even built on one', () => {
    for (const password of [
      'Lavande en été à Biarritz',
      'password12 pour Nice !',
      'lea.martin-biarritz à Sète',
      'ab'.repeat(8),
    ])
      expect(passwordWeakness(password, EMAIL)).toBeNull();
  });
});

describe('isCommonPassword', () => {
  it('ships several hundred common passwords of ten characters or more', () => {
    const samples = ['1234567890', 'password123', 'qwertyuiop', 'passwordpassword', '1q2w3e4r5t6y', 'football12'];
    for (const password of samples) expect(isCommonPassword(password)).toBe(true);
  });
});
