import { truncateText } from './truncate-text';

describe('truncateText', () => {
  it('keeps a text that fits', () => {
    expect(truncateText('Short and sweet', 86)).toBe('Short and sweet');
  });

  it('cuts at a word boundary and never exceeds the limit', () => {
    const text = 'Escape for a weekend in a charming hotel with dinner, breakfast and a spa afternoon for two people';
    const result = truncateText(text, 86);
    expect(result.length).toBeLessThanOrEqual(86);
    expect(result.endsWith('…')).toBe(true);
    expect(text.startsWith(result.slice(0, -1))).toBe(true);
    expect(result).toBe('Escape for a weekend in a charming hotel with dinner, breakfast and a spa afternoon…');
  });

  it('cuts a single long word at the limit', () => {
    expect(truncateText('a'.repeat(100), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
