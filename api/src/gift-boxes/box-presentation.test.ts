import { boxPromoPercent } from './box-presentation';

describe('boxPromoPercent', () => {
  it('is the discount off the reference price, rounded down, when above 5 %', () => {
    expect(boxPromoPercent(13990, 15690)).toBe(10);
    expect(boxPromoPercent(9390, 10000)).toBe(6);
  });

  it('is 0 for a discount of 5 % or less, no discount or a higher sell price', () => {
    expect(boxPromoPercent(9500, 10000)).toBe(0);
    expect(boxPromoPercent(9450, 10000)).toBe(0);
    expect(boxPromoPercent(10000, 10000)).toBe(0);
    expect(boxPromoPercent(12000, 10000)).toBe(0);
    expect(boxPromoPercent(5000, 0)).toBe(0);
  });
});
