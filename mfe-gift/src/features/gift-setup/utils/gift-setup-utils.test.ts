import { giftNightsFromHash, hashWithGiftNights } from './gift-nights-hash';
import { resolveGiftNights } from './resolve-gift-nights';

describe('giftNightsFromHash', () => {
  it('reads a positive whole number', () => {
    expect(giftNightsFromHash('giftNights=2')).toBe(2);
    expect(giftNightsFromHash('giftFormat=digital&giftNights=3')).toBe(3);
  });

  it('ignores garbage', () => {
    expect(giftNightsFromHash('')).toBeUndefined();
    expect(giftNightsFromHash('giftNights=abc')).toBeUndefined();
    expect(giftNightsFromHash('giftNights=-1')).toBeUndefined();
    expect(giftNightsFromHash('giftNights=1.5')).toBeUndefined();
    expect(giftNightsFromHash('giftNights')).toBeUndefined();
  });
});

describe('hashWithGiftNights', () => {
  it('adds the key', () => {
    expect(hashWithGiftNights('', 2)).toBe('giftNights=2');
    expect(hashWithGiftNights('giftFormat=digital', 2)).toBe('giftFormat=digital&giftNights=2');
  });

  it('replaces the key in place and keeps the other criteria as written', () => {
    expect(hashWithGiftNights('giftNights=1&stars=4,5', 3)).toBe('giftNights=3&stars=4,5');
    expect(hashWithGiftNights('giftNights=1&giftNights=2', 3)).toBe('giftNights=3');
  });
});

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
