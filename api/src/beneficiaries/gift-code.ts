/**
 * Gift codes, as printed on a gift and typed by whoever receives it: XXXX-XXXX-XXXX, capital
 * letters and digits without 0, O, 1 and I, which read alike on paper. Typed codes are read without
 * case, spaces or hyphens. Twelve characters of 32 give 2^60 codes: guessing one is hopeless.
 */
import { randomInt } from 'node:crypto';
import {
  GIFT_CODE_ALPHABET,
  GIFT_CODE_GROUP_LENGTH,
  GIFT_CODE_GROUPS,
  GIFT_CODE_LENGTH,
  hasOnlyGiftCodeCharacters,
  printedGiftCode,
} from '@escapade/shared-contracts/gift-rules';

/** A code as it is printed and stored. */
export const GIFT_CODE_PATTERN = new RegExp(
  `^[${GIFT_CODE_ALPHABET}]{${GIFT_CODE_GROUP_LENGTH}}(-[${GIFT_CODE_ALPHABET}]{${GIFT_CODE_GROUP_LENGTH}}){${GIFT_CODE_GROUPS - 1}}$`,
);

/** Longest text a code field takes: a code typed with generous spacing, nothing like an essay. */
export const GIFT_CODE_INPUT_MAX_LENGTH = 40;

/** A new random code (unique only by chance: the store checks it is free). */
export function randomGiftCode(): string {
  let characters = '';
  for (let index = 0; index < GIFT_CODE_LENGTH; index++)
    characters += GIFT_CODE_ALPHABET[randomInt(GIFT_CODE_ALPHABET.length)];
  return printedGiftCode(characters);
}

/** The code a visitor typed, in its printed form, or null when it cannot be one. */
export function readGiftCode(typed: string): string | null {
  const characters = typed.replace(/[\s-]+/g, '').toUpperCase();
  if (characters.length !== GIFT_CODE_LENGTH || !hasOnlyGiftCodeCharacters(characters)) return null;
  return printedGiftCode(characters);
}
