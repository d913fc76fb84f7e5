import { boxFormatOf, boxFormatOfCode, isListedBoxCode, listedBoxes } from './box-listing';

describe('isListedBoxCode', () => {
  it.each([
    ['WELLNESS-EBOX', true],
    ['wellness-ebox', true],
    ['  GOURMET-EBOX  ', true],
    ['WELLNESS-BOX', false],
    ['EBOX-WELLNESS', false],
    ['', false],
  ])('%j → %s', (code, listed) => {
    expect(isListedBoxCode(code)).toBe(listed);
  });
});

describe('listedBoxes', () => {
  it('keeps the boxes whose code ends in EBOX, in their order', () => {
    const boxes = [{ code: 'SPA-BOX' }, { code: 'SPA-EBOX' }, { code: 'WINE-EBOX' }, { code: 'WINE-BOX' }];

    expect(listedBoxes(boxes).map((box) => box.code)).toEqual(['SPA-EBOX', 'WINE-EBOX']);
  });

  it('lists nothing when no code ends in EBOX', () => {
    expect(listedBoxes([{ code: 'SPA-BOX' }])).toEqual([]);
  });
});

describe('boxFormatOfCode', () => {
  it.each([
    ['WELLNESS-EBOX', 'digital'],
    ['WELLNESS-BOX', 'physical'],
    ['wellness-ebox', 'digital'],
    ['WELLNESS', null],
    ['WELLNESS-GIFT', null],
    ['WELLNESS-EBOX-2', null],
  ])('%j → %s', (code, format) => {
    expect(boxFormatOfCode(code)).toBe(format);
  });
});

describe('boxFormatOf', () => {
  it("takes the code's word over the catalogue field", () => {
    expect(boxFormatOf({ code: 'SPA-BOX', format: 'digital' })).toBe('physical');
  });

  it('falls back on the catalogue field for a code that names no format', () => {
    expect(boxFormatOf({ code: 'SPA', format: 'physical' })).toBe('physical');
  });
});
