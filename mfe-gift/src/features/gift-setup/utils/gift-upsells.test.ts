import { upgradePrice, upsellsShown } from './gift-upsells';

describe('upsellsShown', () => {
  it('suggests upgrades for a one-night gift only', () => {
    expect(upsellsShown(1)).toBe(true);
    expect(upsellsShown(2)).toBe(false);
    expect(upsellsShown(3)).toBe(false);
    expect(upsellsShown(undefined)).toBe(false);
  });
});

describe('upgradePrice', () => {
  it('is the price difference, never below 0', () => {
    expect(upgradePrice({ priceDifference: 3000 })).toBe(3000);
    expect(upgradePrice({ priceDifference: 0 })).toBe(0);
    expect(upgradePrice({ priceDifference: -500 })).toBe(0);
    expect(upgradePrice({ priceDifference: Number.NaN })).toBe(0);
  });
});
