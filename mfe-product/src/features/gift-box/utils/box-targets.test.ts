import { boxRouteWithFormat, giftCheckoutTarget, giftFormatInHash, hashWithGiftFormat } from './box-targets';

describe('gift format in the hash', () => {
  it('reads only a known format', () => {
    expect(giftFormatInHash('giftFormat=physical&a=2')).toBe('physical');
    expect(giftFormatInHash('#giftFormat=digital')).toBe('digital');
    expect(giftFormatInHash('giftFormat=paper')).toBeUndefined();
    expect(giftFormatInHash('')).toBeUndefined();
  });

  it('sets the format and keeps every other key', () => {
    expect(hashWithGiftFormat('theme=12&giftFormat=digital', 'physical')).toBe('theme=12&giftFormat=physical');
    expect(hashWithGiftFormat('', 'digital')).toBe('giftFormat=digital');
  });
});

describe('boxRouteWithFormat', () => {
  it('keeps the kind, the query and, on /p/{slug}/{code}, the slug of the path', () => {
    const route = {
      kind: 'giftBoxProduct' as const,
      id: 'A-EBOX',
      search: 'from=home',
      hash: '',
      pathname: '/nl/cadeau/p/mijn-box/A-EBOX',
    };
    expect(boxRouteWithFormat(route, 'A-EBOX', 'api-slug', 'physical')).toEqual({
      kind: 'giftBoxProduct',
      id: 'A-EBOX',
      slug: 'mijn-box',
      query: { from: 'home' },
      hash: 'giftFormat=physical',
    });
  });

  it('takes no slug on /box/{code}', () => {
    const route = { kind: 'giftBox' as const, id: 'A-EBOX', search: '', hash: 'a=3', pathname: '/box/A-EBOX' };
    expect(boxRouteWithFormat(route, 'A-EBOX', 'api-slug', 'digital')).toEqual({
      kind: 'giftBox',
      id: 'A-EBOX',
      query: {},
      hash: 'a=3&giftFormat=digital',
    });
  });
});

describe('giftCheckoutTarget', () => {
  it('is the gift checkout route with the code, in the gifting flow, with the format and the code', () => {
    expect(giftCheckoutTarget('A-EBOX', 'digital')).toEqual({
      kind: 'giftCheckout',
      id: 'A-EBOX',
      query: { flow: 'gifting', giftFormat: 'digital', code: 'A-EBOX' },
      hash: 'giftFormat=digital',
    });
  });
});
