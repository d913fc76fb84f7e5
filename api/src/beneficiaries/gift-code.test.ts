import { GIFT_CODE_ALPHABET } from '@escapade/shared-contracts/gift-rules';
import { GIFT_CODE_PATTERN, randomGiftCode, readGiftCode } from './gift-code';

describe('gift codes', () => {
  it('are made of three groups of four characters that cannot be mistaken for one another', () => {
    const codes = Array.from({ length: 500 }, randomGiftCode);
    for (const code of codes) expect(code).toMatch(GIFT_CODE_PATTERN);
    expect(codes.join('')).not.toMatch(/[0O1I]/);
    // Random enough that a few hundred never repeat and every character shows up.
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes.join('').replace(/-/g, '')).size).toBe(GIFT_CODE_ALPHABET.length);
  });

  it('are read without case, spaces or hyphens', () => {
    for (const typed of ['abcd-efgh-jk23', 'ABCD EFGH JK23', 'abcdefghjk23', ' AbCd - EfGh - Jk23 ']) {
      expect(readGiftCode(typed)).toBe('ABCD-EFGH-JK23');
    }
  });

  it('refuse what cannot be a code', () => {
    for (const typed of [
      '',
      'ABCD-EFGH-JK2',
      'ABCD-EFGH-JK234',
      'ABCD-EFGH-JK20',
      'ABCD-EFGH-JKO3',
      'ABCD_EFGH_JK23',
    ]) {
      expect(readGiftCode(typed)).toBeNull();
    }
  });
});
