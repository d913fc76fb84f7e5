/**
 * A gift code reads XXXX-XXXX-XXXX: three groups of four capital letters and digits, without the
 * characters that look alike (0 and O, 1 and I). Visitors type it as they like: in small letters,
 * with spaces, with or without hyphens.
 */

import { GIFT_CODE_LENGTH, hasOnlyGiftCodeCharacters, printedGiftCode } from '@escapade/shared-contracts/gift-rules';

export type GiftCodeProblem = 'empty' | 'characters' | 'length';

export type GiftCodeCheck = { valid: true; code: string } | { valid: false; problem: GiftCodeProblem };

/** Spaces of any kind, hyphens and dashes a visitor may type or paste between the groups. */
const SEPARATORS = /[\s\u2010-\u2015-]+/g;

/**
 * The code as the api stores it (XXXX-XXXX-XXXX), or what is wrong with what was typed: nothing
 * typed, a character no code has, or not twelve characters.
 */
export function checkGiftCode(typed: string): GiftCodeCheck {
  const compact = typed.toUpperCase().replace(SEPARATORS, '');
  if (compact === '') return { valid: false, problem: 'empty' };
  if (!hasOnlyGiftCodeCharacters(compact)) return { valid: false, problem: 'characters' };
  if (compact.length !== GIFT_CODE_LENGTH) return { valid: false, problem: 'length' };
  return { valid: true, code: printedGiftCode(compact) };
}
