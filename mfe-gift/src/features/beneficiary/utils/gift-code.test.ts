import { checkGiftCode } from './gift-code';

describe('checkGiftCode', () => {
  it.each([
    ['ABCD-EFGH-JKMN', 'ABCD-EFGH-JKMN'],
    ['abcd-efgh-jkmn', 'ABCD-EFGH-JKMN'],
    ['ABCDEFGHJKMN', 'ABCD-EFGH-JKMN'],
    ['  abcd efgh 2345 ', 'ABCD-EFGH-2345'],
    ['ABCD – EFGH – 9876', 'ABCD-EFGH-9876'],
    ['AB-CDEF-GHJK-MN', 'ABCD-EFGH-JKMN'],
  ])('reads %j as %s', (typed, code) => {
    expect(checkGiftCode(typed)).toEqual({ valid: true, code });
  });

  it('asks for a code when nothing but spaces and hyphens was typed', () => {
    expect(checkGiftCode('')).toEqual({ valid: false, problem: 'empty' });
    expect(checkGiftCode(' - ')).toEqual({ valid: false, problem: 'empty' });
  });

  it.each(['ABCD-EFGH-JKM0', 'ABCD-EFGH-JKMO', 'ABCD-EFGH-JKM1', 'ABCD-EFGH-JKMI', 'ABCD-EFGH-JKM!', 'ÀBCD-EFGH-JKMN'])(
    'refuses %j: a character no code has',
    (typed) => {
      expect(checkGiftCode(typed)).toEqual({ valid: false, problem: 'characters' });
    },
  );

  it.each(['ABCD-EFGH-JKM', 'ABCD-EFGH-JKMNP', 'ABCD'])('refuses %j: not twelve characters', (typed) => {
    expect(checkGiftCode(typed)).toEqual({ valid: false, problem: 'length' });
  });
});
