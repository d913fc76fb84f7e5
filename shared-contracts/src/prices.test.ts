import { discountPercent, formatEuros } from './prices';

describe('formatEuros', () => {
  it('shows cents as euros in the locale, without decimals when whole', () => {
    expect(formatEuros(8900, 'fr_FR')).toMatch(/^89\s€$/);
    expect(formatEuros(8950, 'es_ES')).toMatch(/^89,50\s€$/);
    expect(formatEuros(8900, 'nl_NL')).toMatch(/^€\s89$/);
    expect(formatEuros(18950, 'it_IT')).toMatch(/^189,50\s€$/);
  });
});

describe('discountPercent', () => {
  it('rounds the saving up to a whole percent', () => {
    expect(discountPercent(8000, 10000)).toBe(20);
    expect(discountPercent(8050, 10000)).toBe(20);
    expect(discountPercent(7999, 10000)).toBe(21);
  });

  it('is not fooled by floating point: 189 € instead of 252 € is 25 %, not 26 %', () => {
    expect(discountPercent(18900, 25200)).toBe(25);
  });

  it('is 0 without a reference price or without a saving', () => {
    expect(discountPercent(10000, 0)).toBe(0);
    expect(discountPercent(12000, 10000)).toBe(0);
    expect(discountPercent(Number.NaN, 10000)).toBe(0);
  });
});
