import { discountPercent, formatEuros } from './prices';

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
