/**
 * The passwords tried first by anyone guessing: the 49,000 most common ones of public breach lists
 * (shipped by @zxcvbn-ts/language-common, so nothing is fetched at run time), and the words the
 * shop's own customers would reach for first: "password" in the shop's languages, their keyboards'
 * rows, and the shop's name. A password on this list is refused when it is chosen, however long.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

/** Written as a customer of one of the shop's countries would type them before adding digits. */
const SHOP_WORDS = [
  'motdepasse',
  'contraseña',
  'contrasena',
  'wachtwoord',
  'azertyuiop',
  'qwertzuiop',
  'qwertyuiop',
  'escapade',
] as const;
const SHOP_WORD_ENDINGS = ['', '1', '12', '123', '1234', '12345', '!', '2024', '2025', '2026'] as const;
const DIGIT_RUNS = ['0123456789', '9876543210', '0987654321'] as const;

/** Compared without case or surrounding spaces, in the form the password hash also uses (NFKC). */
export function passwordComparisonForm(password: string): string {
  return password.normalize('NFKC').trim().toLowerCase();
}

let commonPasswords: ReadonlySet<string> | undefined;

function commonPasswordSet(): ReadonlySet<string> {
  commonPasswords ??= new Set(
    [
      ...dictionary['passwords-common'],
      ...SHOP_WORDS.flatMap((word) => SHOP_WORD_ENDINGS.map((ending) => word + ending)),
      ...DIGIT_RUNS,
    ].map(passwordComparisonForm),
  );
  return commonPasswords;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswordSet().has(passwordComparisonForm(password));
}
