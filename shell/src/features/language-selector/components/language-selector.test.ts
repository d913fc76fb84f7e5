import { readLastLanguage, rememberLanguage, LAST_LANGUAGE_COOKIE } from '../utils/last-language-cookie';
import { matchRoute } from '../../../utils/route-table';
import { samePageIn } from './language-selector';

describe('samePageIn', () => {
  it.each([
    ['/fr/', '', '', '/nl/'],
    ['/fr/recherche', '?flow=gifting', '#city=1', '/nl/zoeken?flow=gifting#city=1'],
    ['/fr/sejour/12', '', '#checkin=2030-01-05', '/nl/verblijf/12#checkin=2030-01-05'],
    ['/fr/contact', '', '', '/nl/contact'],
    ['/fr/nulle-part', '', '', '/nl/'],
  ])('%s%s%s in Dutch is %s', (pathname, search, hash, expected) => {
    expect(samePageIn(matchRoute('fr_BE', pathname), 'nl_BE', { search, hash })).toBe(expected);
  });
});

describe('lastLanguage cookie', () => {
  it('keeps the chosen language for a year', () => {
    rememberLanguage('nl');
    expect(readLastLanguage()).toBe('nl');
    expect(LAST_LANGUAGE_COOKIE).toBe('lastLanguage');
  });

  it('ignores values that are no language of the shop', () => {
    expect(readLastLanguage('lastLanguage=de')).toBeUndefined();
    expect(readLastLanguage('other=1; lastLanguage=fr')).toBe('fr');
  });
});
