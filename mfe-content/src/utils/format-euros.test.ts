import { formatEuros } from './format-euros';

describe('formatEuros', () => {
  it('formats cents as euros for the locale, without decimals when whole', () => {
    expect(formatEuros(8900, 'fr_FR')).toMatch(/^89\s€$/);
    expect(formatEuros(8950, 'es_ES')).toMatch(/^89,50\s€$/);
    expect(formatEuros(8900, 'nl_NL')).toMatch(/^€\s89$/);
  });
});
