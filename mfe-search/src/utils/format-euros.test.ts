import { formatEuros, formatScore } from './format-euros';

// Intl puts a narrow no-break space before the euro sign in French; compare on plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatEuros', () => {
  it('writes cents as euros in the locale format', () => {
    expect(plain(formatEuros(18900, 'fr_FR'))).toBe('189 €');
    expect(plain(formatEuros(18950, 'fr_FR'))).toBe('189,50 €');
    expect(plain(formatEuros(123400, 'nl_NL'))).toBe('€ 1.234');
  });

  it('writes review scores with one decimal', () => {
    expect(formatScore(8.63, 'fr_FR')).toBe('8,6');
    expect(formatScore(9, 'it_IT')).toBe('9,0');
  });
});
