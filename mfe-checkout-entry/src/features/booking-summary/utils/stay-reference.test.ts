import { stayReferencePrice } from './stay-reference';

const priceInfo = (sellPrice: number, refPrice: number, promoPercentageRounded: number) => ({
  sellPrice,
  refPrice,
  promoPercentageRounded,
  moneySaved: Math.max(0, refPrice - sellPrice),
  priceType: 'final-price' as const,
  nbRooms: 1,
  nights: 1,
});

describe('stayReferencePrice', () => {
  it('shows the discount rounded up, as the stay page does, whatever the quote rounded it to', () => {
    // 283 € instead of 399 €: 29.07 % off, shown as -30 %.
    expect(stayReferencePrice(priceInfo(28_300, 39_900, 29))).toEqual({ amount: 39_900, percent: 30 });
  });

  it('shows no reference price without a saving', () => {
    expect(stayReferencePrice(priceInfo(39_900, 39_900, 0))).toBeNull();
    expect(stayReferencePrice(priceInfo(40_000, 39_900, 0))).toBeNull();
  });
});
