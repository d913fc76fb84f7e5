import { boxPromoPercent, discountPercent, formatEuros } from './prices';

describe('formatEuros', () => {
  it('shows cents as euros in the locale, without decimals when whole', () => {
    expect(formatEuros(8900, 'fr_FR')).toMatch(/^89\s€$/);
    expect(formatEuros(8950, 'es_ES')).toMatch(/^89,50\s€$/);
    expect(formatEuros(8900, 'nl_NL')).toMatch(/^€\s89$/);
    expect(formatEuros(18950, 'it_IT')).toMatch(/^189,50\s€$/);
    expect(formatEuros(18900, 'fr_FR')).toMatch(/^189\s€$/);
    expect(formatEuros(18950, 'fr_FR')).toMatch(/^189,50\s€$/);
    expect(formatEuros(123400, 'nl_NL')).toMatch(/^€\s1\.234$/);
  });
});

describe('discountPercent', () => {
  it('rounds the saving up to a whole percent', () => {
    expect(discountPercent(8000, 10000)).toBe(20);
    expect(discountPercent(8050, 10000)).toBe(20);
    expect(discountPercent(7999, 10000)).toBe(21);
    expect(discountPercent(15000, 20000)).toBe(25);
    // 100 - 100 * 199 / 300 = 33.67 → 34
    expect(discountPercent(19900, 30000)).toBe(34);
    // 100 - 100 * 999 / 1000 = 0.1 → 1
    expect(discountPercent(99900, 100000)).toBe(1);
  });

  it('is not fooled by floating point: 189 € instead of 252 € is 25 %, not 26 %', () => {
    expect(discountPercent(18900, 25200)).toBe(25);
  });

  it('is 0 without a reference price or without a saving', () => {
    expect(discountPercent(10000, 0)).toBe(0);
    expect(discountPercent(12000, 10000)).toBe(0);
    expect(discountPercent(Number.NaN, 10000)).toBe(0);
    expect(discountPercent(30000, 25000)).toBe(0);
    expect(discountPercent(18900, Number.NaN)).toBe(0);
  });
});

describe('boxPromoPercent', () => {
  it('floors the saving on the reference price to a whole percent', () => {
    expect(boxPromoPercent(7500, 10000)).toBe(25);
    expect(boxPromoPercent(7501, 10000)).toBe(24);
    expect(boxPromoPercent(18900, 25200)).toBe(25);
    expect(boxPromoPercent(15990, 19990)).toBe(20); // 20.01 %
    expect(boxPromoPercent(13900, 19900)).toBe(30); // 30.15 %
    expect(boxPromoPercent(13990, 15690)).toBe(10);
  });

  it('counts an exact percent as itself, not one less', () => {
    expect(boxPromoPercent(8100, 9000)).toBe(10);
    expect(boxPromoPercent(9400, 10000)).toBe(6);
    expect(boxPromoPercent(9390, 10000)).toBe(6);
  });

  it('shows the promotion only above 5 %', () => {
    expect(boxPromoPercent(9500, 10000)).toBe(0);
    expect(boxPromoPercent(9450, 10000)).toBe(0); // 5.5 % rounds down to 5
    expect(boxPromoPercent(9401, 10000)).toBe(0); // 5.99 % too
    expect(boxPromoPercent(9990, 10000)).toBe(0);
  });

  it('gives 0 unless the reference price is higher', () => {
    expect(boxPromoPercent(10000, 10000)).toBe(0);
    expect(boxPromoPercent(11000, 10000)).toBe(0);
    expect(boxPromoPercent(12000, 10000)).toBe(0);
    expect(boxPromoPercent(5000, 0)).toBe(0);
    expect(boxPromoPercent(10000, 0)).toBe(0);
    expect(boxPromoPercent(-100, 10000)).toBe(0);
  });
});
