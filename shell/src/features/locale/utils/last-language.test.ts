import { readLastLanguage } from './last-language';

describe('lastLanguage cookie', () => {
  it.each([
    ['lastLanguage=fr', 'fr'],
    ['a=1; lastLanguage=nl; b=2', 'nl'],
    ['lastLanguage=fr_BE', 'fr'],
    ['lastLanguage=nl-BE', 'nl'],
    ['lastLanguage=de', null],
    ['lastLanguage=%E0%A4%A', null],
    ['', null],
  ])('%s → %s', (cookies, language) => {
    expect(readLastLanguage(cookies)).toBe(language);
  });
});
