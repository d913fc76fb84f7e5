import { boxFormatOf, isListedBoxCode, listedBoxes, voucherValidity } from './box-format';

describe('listed boxes', () => {
  it('lists only codes ending in EBOX', () => {
    expect(isListedBoxCode('GOURMET-EBOX')).toBe(true);
    expect(isListedBoxCode('gourmet-ebox ')).toBe(true);
    expect(isListedBoxCode('GOURMET-PBOX')).toBe(false);
    expect(isListedBoxCode('GOURMET-EBOX-2')).toBe(false);
    expect(isListedBoxCode('')).toBe(false);
  });

  it('keeps the listed boxes in their order', () => {
    const boxes = [{ code: 'A-EBOX' }, { code: 'B-PBOX' }, { code: 'C-P-EBOX' }];
    expect(listedBoxes(boxes)).toEqual([{ code: 'A-EBOX' }, { code: 'C-P-EBOX' }]);
  });
});

describe('boxFormatOf', () => {
  it('reads the format from the part after the first hyphen', () => {
    expect(boxFormatOf('GOURMET-EBOX')).toBe('digital');
    expect(boxFormatOf('GOURMET-E-EBOX')).toBe('digital');
    expect(boxFormatOf('GOURMET-P-EBOX')).toBe('physical');
    expect(boxFormatOf('GOURMET-PBOX')).toBe('physical');
    expect(boxFormatOf('gourmet-p-ebox')).toBe('physical');
  });

  it('reads BOX as the physical twin of an EBOX, as the catalogue writes its codes', () => {
    expect(boxFormatOf('ESCAPE-BOX')).toBe('physical');
    expect(boxFormatOf('ESCAPE-EBOX')).toBe('digital');
  });

  it('falls back to digital without a format part', () => {
    expect(boxFormatOf('GOURMETEBOX')).toBe('digital');
    expect(boxFormatOf('GOURMET-')).toBe('digital');
  });
});

describe('voucherValidity', () => {
  it('gives a box one and a half years, a single voucher and an activity 12 months', () => {
    expect(voucherValidity('BOX')).toEqual({ key: 'giftBox.validity.box', months: 18 });
    expect(voucherValidity('EBOX')).toEqual({ key: 'giftBox.validity.box', months: 18 });
    expect(voucherValidity('SINGLEVOUCHER')).toEqual({ key: 'giftBox.validity.singleVoucher', months: 12 });
    expect(voucherValidity('PHYSICAL_SINGLE_VOUCHER')).toEqual({ key: 'giftBox.validity.singleVoucher', months: 12 });
    expect(voucherValidity('DIGITAL_ACTIVITY_ONLY')).toEqual({ key: 'giftBox.validity.activityVoucher', months: 12 });
    expect(voucherValidity('GIFTCARD')).toBeNull();
  });
});
