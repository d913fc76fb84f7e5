import {
  activityOnlyPromoPercent,
  boxPromoPercent,
  giftUpgradePrice,
  hotelOffersPromoPercent,
  nonNegativePromo,
  promoBadgePercent,
} from './promo';

describe('boxPromoPercent', () => {
  it('floors the saving on the reference price', () => {
    expect(boxPromoPercent(7500, 10000)).toBe(25);
    expect(boxPromoPercent(7501, 10000)).toBe(24);
    expect(boxPromoPercent(18900, 25200)).toBe(25);
  });

  it('shows the promotion only above 5 %', () => {
    expect(boxPromoPercent(9500, 10000)).toBe(0);
    expect(boxPromoPercent(9400, 10000)).toBe(6);
    // 5.99 % floors to 5: not above 5
    expect(boxPromoPercent(9401, 10000)).toBe(0);
  });

  it('gives 0 unless the reference price is higher', () => {
    expect(boxPromoPercent(10000, 10000)).toBe(0);
    expect(boxPromoPercent(11000, 10000)).toBe(0);
    expect(boxPromoPercent(5000, 0)).toBe(0);
  });
});

describe('activityOnlyPromoPercent', () => {
  it('shows the promotion from 5 %', () => {
    expect(activityOnlyPromoPercent(4)).toBe(0);
    expect(activityOnlyPromoPercent(5)).toBe(5);
    expect(activityOnlyPromoPercent(30)).toBe(30);
  });

  it('counts a negative promotion as 0', () => {
    expect(activityOnlyPromoPercent(-12)).toBe(0);
  });
});

describe('hotelOffersPromoPercent', () => {
  it('shows the promotion from 10 %', () => {
    expect(hotelOffersPromoPercent(9)).toBe(0);
    expect(hotelOffersPromoPercent(10)).toBe(10);
    expect(hotelOffersPromoPercent(-20)).toBe(0);
  });
});

describe('nonNegativePromo', () => {
  it('turns a negative or missing promotion into 0', () => {
    expect(nonNegativePromo(-1)).toBe(0);
    expect(nonNegativePromo(Number.NaN)).toBe(0);
    expect(nonNegativePromo(0)).toBe(0);
    expect(nonNegativePromo(15)).toBe(15);
  });
});

describe('giftUpgradePrice', () => {
  it('is the difference with the current gift, never below 0', () => {
    expect(giftUpgradePrice(25000, 18900)).toBe(6100);
    expect(giftUpgradePrice(18900, 18900)).toBe(0);
    expect(giftUpgradePrice(15000, 18900)).toBe(0);
  });
});

describe('promoBadgePercent', () => {
  it('is ceil(100 − 100 × promo / price)', () => {
    expect(promoBadgePercent(8000, 10000)).toBe(20);
    expect(promoBadgePercent(8001, 10000)).toBe(20);
    expect(promoBadgePercent(7999, 10000)).toBe(21);
    expect(promoBadgePercent(18900, 25200)).toBe(25);
  });

  it('gives 0 without a price or a saving', () => {
    expect(promoBadgePercent(10000, 10000)).toBe(0);
    expect(promoBadgePercent(12000, 10000)).toBe(0);
    expect(promoBadgePercent(5000, 0)).toBe(0);
  });
});
