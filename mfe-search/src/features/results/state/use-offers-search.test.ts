import { parseSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { offersResponseFixture } from '../../../test/offers-fixture';
import { loadedDataMatches } from './use-offers-search';

const criteriaOf = (hash: string, search = '') => parseSearchCriteria({ hash, search });

describe('loadedDataMatches (search on load is skipped when loaded data matches)', () => {
  const loaded = criteriaOf('checkin=2099-06-12&checkout=2099-06-14&night=2&city=12&stars=4,5');
  const state = {
    status: 'success' as const,
    response: offersResponseFixture([]),
    criteria: loaded,
    locale: 'fr_FR' as const,
  };

  it('matches the same search, lists in any order, without the origin marker', () => {
    expect(
      loadedDataMatches(
        state,
        criteriaOf('checkin=2099-06-12&checkout=2099-06-14&night=2&city=12&stars=5,4', 'from=searchbar'),
        'fr_FR',
      ),
    ).toBe(true);
  });

  it('does not match another search, page or locale', () => {
    expect(
      loadedDataMatches(state, criteriaOf('checkin=2099-06-12&checkout=2099-06-14&night=2&city=13&stars=4,5'), 'fr_FR'),
    ).toBe(false);
    expect(
      loadedDataMatches(
        state,
        criteriaOf('checkin=2099-06-12&checkout=2099-06-14&night=2&city=12&stars=4,5', 'page=1'),
        'fr_FR',
      ),
    ).toBe(false);
    expect(
      loadedDataMatches(state, criteriaOf('checkin=2099-06-12&checkout=2099-06-14&night=2&city=12&stars=4,5'), 'es_ES'),
    ).toBe(false);
  });

  it('never matches while loading, after an error, or without known criteria', () => {
    expect(loadedDataMatches({ status: 'loading' }, loaded, 'fr_FR')).toBe(false);
    expect(loadedDataMatches({ status: 'error', error: new Error('x') }, loaded, 'fr_FR')).toBe(false);
    expect(loadedDataMatches({ status: 'success', response: offersResponseFixture([]) }, loaded, 'fr_FR')).toBe(false);
  });

  it('two searches are the same only when checkout equals checkin plus nights', () => {
    const inconsistent = { ...loaded, night: 3 };
    expect(loadedDataMatches({ ...state, criteria: inconsistent }, inconsistent, 'fr_FR')).toBe(false);
  });
});
