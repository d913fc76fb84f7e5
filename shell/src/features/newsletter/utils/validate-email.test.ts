import { isValidEmail } from './validate-email';

describe('isValidEmail', () => {
  it.each([
    'lea.martin@example.fr',
    'Jan+news@Example.BE',
    '  sofia@correo.es  ',
    'o’neil@example.com'.replace('’', "'"),
  ])('accepts %p', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    '   ',
    'lea',
    'lea@',
    '@example.fr',
    'lea@example',
    'lea@@example.fr',
    'lea martin@example.fr',
    'lea@exa mple.fr',
    'lea@-example.fr',
    `${'a'.repeat(250)}@example.fr`,
  ])('refuses %p', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
