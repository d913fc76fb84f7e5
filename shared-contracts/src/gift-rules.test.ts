import { GIFT_CODE_LENGTH, hasOnlyGiftCodeCharacters, printedGiftCode } from './gift-rules';

describe('gift codes', () => {
  it('are twelve characters printed in three groups of four', () => {
    expect(GIFT_CODE_LENGTH).toBe(12);
    expect(printedGiftCode('ABCD2345WXYZ')).toBe('ABCD-2345-WXYZ');
  });

  it('leave out the characters that read alike', () => {
    expect(hasOnlyGiftCodeCharacters('ABCD2345WXYZ')).toBe(true);
    for (const lookalike of ['0', 'O', '1', 'I']) expect(hasOnlyGiftCodeCharacters(`ABC${lookalike}`)).toBe(false);
    expect(hasOnlyGiftCodeCharacters('abcd')).toBe(false);
  });
});
