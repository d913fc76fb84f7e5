import { centsToDisplayEuros, formatPrice, perNightPrice, roundUpToWholeEuro } from './money';

/** Intl separates the amount and the sign with a no-break space: compare with plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('roundUpToWholeEuro', () => {
  it('keeps whole euros and rounds any cent up', () => {
    expect(roundUpToWholeEuro(12900)).toBe(12900);
    expect(roundUpToWholeEuro(12901)).toBe(13000);
    expect(roundUpToWholeEuro(12999)).toBe(13000);
  });
});

describe('centsToDisplayEuros', () => {
  it('divides cents by 100', () => {
    expect(centsToDisplayEuros(12950)).toBe(129.5);
    expect(centsToDisplayEuros(12950, { roundUp: false })).toBe(129.5);
  });

  it('rounds up when rounding is on, never down', () => {
    expect(centsToDisplayEuros(12901, { roundUp: true })).toBe(130);
    expect(centsToDisplayEuros(12999, { roundUp: true })).toBe(130);
    expect(centsToDisplayEuros(12900, { roundUp: true })).toBe(129);
  });
});

describe('perNightPrice', () => {
  it('rounds the total up to the euro, then divides it by the nights', () => {
    expect(perNightPrice(20000, 2)).toBe(10000);
    // 199.01 € → 200 € → 100 € a night
    expect(perNightPrice(19901, 2)).toBe(10000);
    // 100 € / 3 = 33.333… € → 33.34 €
    expect(perNightPrice(10000, 3)).toBe(3334);
  });

  it('counts a single night when the nights are missing or invalid', () => {
    expect(perNightPrice(12950, 0)).toBe(13000);
    expect(perNightPrice(12950, 1.5)).toBe(13000);
  });
});

describe('formatPrice', () => {
  it('shows whole euros without decimals in each locale', () => {
    expect(plain(formatPrice(12900, 'fr_FR'))).toBe('129 €');
    expect(plain(formatPrice(12900, 'fr_BE'))).toBe('129 €');
    expect(plain(formatPrice(12900, 'es_ES'))).toBe('129 €');
    expect(plain(formatPrice(12900, 'it_IT'))).toBe('129 €');
    expect(plain(formatPrice(12900, 'nl_NL'))).toBe('€ 129');
  });

  it('shows the cents when there are some, unless rounding is on', () => {
    expect(plain(formatPrice(12950, 'fr_FR'))).toBe('129,50 €');
    expect(plain(formatPrice(12950, 'fr_FR', { roundUp: true }))).toBe('130 €');
    expect(plain(formatPrice(12900, 'fr_FR', { roundUp: true }))).toBe('129 €');
  });
});
