import { formatScore } from './format-score';

describe('formatScore', () => {
  it('writes review scores with one decimal', () => {
    expect(formatScore(8.63, 'fr_FR')).toBe('8,6');
    expect(formatScore(9, 'it_IT')).toBe('9,0');
  });
});
