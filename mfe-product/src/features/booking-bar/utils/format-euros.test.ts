import { formatEuros } from './format-euros';

describe('formatEuros', () => {
  it('formats cents as euros in the locale', () => {
    expect(formatEuros(18900, 'fr_FR')).toBe(
      new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 0 }).format(189),
    );
    expect(formatEuros(18950, 'nl_NL')).toBe(
      new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(189.5),
    );
  });
});
