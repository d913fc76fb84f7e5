import { boxPromoPercent } from './box-promo';

describe('boxPromoPercent', () => {
  it('rounds the discount down to a whole percent', () => {
    expect(boxPromoPercent(15990, 19990)).toBe(20); // 20.01 %
    expect(boxPromoPercent(13900, 19900)).toBe(30); // 30.15 %
  });

  it('counts an exact percent as itself, not one less', () => {
    expect(boxPromoPercent(8100, 9000)).toBe(10);
    expect(boxPromoPercent(9400, 10000)).toBe(6);
  });

  it('shows nothing at 5 % or less', () => {
    expect(boxPromoPercent(9500, 10000)).toBe(0);
    expect(boxPromoPercent(9450, 10000)).toBe(0); // 5.5 % rounds down to 5
    expect(boxPromoPercent(9990, 10000)).toBe(0);
  });

  it('shows nothing when the reference price is not higher', () => {
    expect(boxPromoPercent(10000, 10000)).toBe(0);
    expect(boxPromoPercent(12000, 10000)).toBe(0);
    expect(boxPromoPercent(10000, 0)).toBe(0);
  });
});
