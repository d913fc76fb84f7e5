import { LAST_LANGUAGE_COOKIE, readLastLanguage, rememberLanguage } from './last-language';

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

describe('remembering the language', () => {
  it('keeps the chosen language for a year', () => {
    rememberLanguage('nl');
    expect(readLastLanguage()).toBe('nl');
    expect(LAST_LANGUAGE_COOKIE).toBe('lastLanguage');
  });

  it('ignores values that are no language of the shop', () => {
    expect(readLastLanguage('lastLanguage=de')).toBeNull();
    expect(readLastLanguage('other=1; lastLanguage=fr')).toBe('fr');
  });
});
