import { giftPriceSummary } from './gift-price-summary';

const discounted = { sellPrice: 18900, refPrice: 23900 };
const shipping = { amount: 495, charge: 0 };

describe('giftPriceSummary', () => {
  it('prices a digital gift at its sell price, with the promotion as the difference from the reference', () => {
    expect(giftPriceSummary({ entry: discounted, format: 'digital', shipping, sleevesPrice: 640 })).toEqual({
      sellPrice: 18900,
      refPrice: 23900,
      promo: 5000,
      shipping: null,
      subElements: 0,
      total: 18900,
    });
  });

  it('shows no promotion when the reference is not higher', () => {
    const summary = giftPriceSummary({
      entry: { sellPrice: 34950, refPrice: 30000 },
      format: 'digital',
      shipping: null,
      sleevesPrice: 0,
    });
    expect(summary.promo).toBe(0);
    expect(summary.refPrice).toBe(34950);
  });

  it('adds the delivery charge (not its cost) and the extras of a physical gift', () => {
    const free = giftPriceSummary({ entry: discounted, format: 'physical', shipping, sleevesPrice: 640 });
    expect(free.shipping).toEqual({ cost: 495, charge: 0 });
    expect(free.subElements).toBe(640);
    expect(free.total).toBe(18900 + 0 + 640);

    const charged = giftPriceSummary({
      entry: discounted,
      format: 'physical',
      shipping: { amount: 495, charge: 300 },
      sleevesPrice: 250,
    });
    expect(charged.total).toBe(18900 + 300 + 250);
  });

  it('leaves the delivery out while its costs are unknown', () => {
    const summary = giftPriceSummary({ entry: discounted, format: 'physical', shipping: null, sleevesPrice: 390 });
    expect(summary.shipping).toBeNull();
    expect(summary.total).toBe(18900 + 390);
  });
});
