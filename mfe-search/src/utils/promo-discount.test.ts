import { discountPercent, promoBadge } from './promo-discount';

describe('discountPercent', () => {
  it('is ceil(100 - 100 * promo / price)', () => {
    expect(discountPercent(18900, 25200)).toBe(25);
    expect(discountPercent(15000, 20000)).toBe(25);
    // 100 - 100 * 199 / 300 = 33.67 → 34
    expect(discountPercent(19900, 30000)).toBe(34);
    // 100 - 100 * 999 / 1000 = 0.1 → 1
    expect(discountPercent(99900, 100000)).toBe(1);
  });

  it('counts a negative discount (promo above the price) as 0', () => {
    expect(discountPercent(30000, 25000)).toBe(0);
  });

  it('is 0 without a reference price', () => {
    expect(discountPercent(18900, 0)).toBe(0);
    expect(discountPercent(18900, Number.NaN)).toBe(0);
  });
});

describe('promoBadge', () => {
  it('reads "-N%"', () => {
    expect(promoBadge(18900, 25200)).toBe('-25%');
  });

  it('is null when there is no discount', () => {
    expect(promoBadge(25200, 25200)).toBeNull();
    expect(promoBadge(30000, 25200)).toBeNull();
  });
});
