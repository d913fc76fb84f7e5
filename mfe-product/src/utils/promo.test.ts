import {
  activityOnlyPromoPercent,
  giftUpgradePrice,
  hotelOffersPromoPercent,
  nonNegativePromo,
  promoBadgePercent,
} from './promo';

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
