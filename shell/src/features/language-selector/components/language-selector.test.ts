import { matchRoute } from '../../../utils/route-table';
import { samePageIn } from './language-selector';

describe('samePageIn', () => {
  it.each([
    ['/fr/', '', '', '/nl/'],
    ['/fr/recherche', '?flow=gifting', '#city=1', '/nl/zoeken?flow=gifting#city=1'],
    ['/fr/sejour/12', '', '#checkin=2030-01-05', '/nl/verblijf/12#checkin=2030-01-05'],
    ['/fr/contact', '', '', '/nl/contact'],
    ['/fr/nulle-part', '', '', '/nl/'],
    ['/fr/page/conditions-generales-de-vente', '', '', '/nl/pagina/algemene-verkoopvoorwaarden'],
    ['/fr/page/protection-des-donnees', '?flow=booking', '', '/nl/pagina/gegevensbescherming?flow=booking'],
  ])('%s%s%s in Dutch is %s', (pathname, search, hash, expected) => {
    expect(samePageIn(matchRoute('fr_BE', pathname), 'fr_BE', 'nl_BE', { search, hash })).toBe(expected);
  });
});
