import { activitySummaryExcerpt, hotelDescriptionExcerpt, truncateOnWord } from './truncate';

describe('truncateOnWord', () => {
  it('keeps a text that fits', () => {
    expect(truncateOnWord('Un mas au calme', 15)).toEqual({ text: 'Un mas au calme', truncated: false });
  });

  it('cuts on the last word boundary and adds an ellipsis', () => {
    expect(truncateOnWord('Un mas au calme', 14)).toEqual({ text: 'Un mas au…', truncated: true });
    expect(truncateOnWord('Un mas au calme', 10)).toEqual({ text: 'Un mas au…', truncated: true });
    expect(truncateOnWord('Un mas au calme', 9)).toEqual({ text: 'Un mas au…', truncated: true });
    expect(truncateOnWord('Un mas au calme', 8)).toEqual({ text: 'Un mas…', truncated: true });
  });

  it('drops punctuation left hanging before the ellipsis', () => {
    expect(truncateOnWord('Calme, piscine, spa', 12)).toEqual({ text: 'Calme…', truncated: true });
  });

  it('cuts a single long word at the limit', () => {
    expect(truncateOnWord('Anticonstitutionnellement', 10)).toEqual({ text: 'Anticonsti…', truncated: true });
  });

  it('never splits an emoji', () => {
    expect(truncateOnWord('🌞🌞🌞 soleil', 3)).toEqual({ text: '🌞🌞🌞…', truncated: true });
  });
});

describe('hotelDescriptionExcerpt', () => {
  const words = (count: number) => Array.from({ length: count }, () => 'mot').join(' ');

  it('shows 86 characters on a phone', () => {
    // 22 words of 3 letters and 21 spaces: 87 characters
    expect(hotelDescriptionExcerpt(words(21) + ' ab', true).truncated).toBe(false);
    const cut = hotelDescriptionExcerpt(words(22), true);
    expect(cut).toEqual({ text: `${words(21)}…`, truncated: true });
  });

  it('shows 250 characters on larger screens', () => {
    // 63 words: 251 characters
    expect(hotelDescriptionExcerpt(words(62) + ' a', false).truncated).toBe(false);
    expect(hotelDescriptionExcerpt(words(63), false)).toEqual({ text: `${words(62)}…`, truncated: true });
  });
});

describe('activitySummaryExcerpt', () => {
  it('shows 250 characters', () => {
    expect(activitySummaryExcerpt('a'.repeat(250))).toEqual({ text: 'a'.repeat(250), truncated: false });
    expect(activitySummaryExcerpt('a'.repeat(251))).toEqual({ text: `${'a'.repeat(250)}…`, truncated: true });
  });
});
