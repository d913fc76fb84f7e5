import { resolveGiftNights } from './resolve-gift-nights';

describe('resolveGiftNights', () => {
  const priceList = [1, 2, 3].map((nights) => ({ nights, sellPrice: nights * 10000, refPrice: nights * 12000 }));

  it('takes the wanted length when it is on offer', () => {
    expect(resolveGiftNights(priceList, 3, 1)).toBe(3);
  });

  it('falls back to the suggestion, then to 1 night, then to the shortest stay', () => {
    expect(resolveGiftNights(priceList, 7, 2)).toBe(2);
    expect(resolveGiftNights(priceList, undefined, undefined)).toBe(1);
    expect(resolveGiftNights(priceList.slice(1), undefined, undefined)).toBe(2);
    expect(resolveGiftNights([], 2, 2)).toBeUndefined();
  });
});
