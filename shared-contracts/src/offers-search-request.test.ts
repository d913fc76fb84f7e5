import { parseSearchCriteria } from './search-criteria';
import { offersSearchRequest } from './offers-search-request';

const criteriaOf = (hash: string, search = '') => parseSearchCriteria({ hash, search });

describe('offersSearchRequest (the key of the search in the cache: the same search is asked once)', () => {
  const loaded = offersSearchRequest(
    criteriaOf('checkin=2099-06-12&checkout=2099-06-14&night=2&city=12&stars=4,5&facilities=spa,pool'),
    'fr_FR',
  );

  it('is the same for the same search, lists in any order, without the origin marker', () => {
    expect(
      offersSearchRequest(
        criteriaOf(
          'checkin=2099-06-12&checkout=2099-06-14&night=2&city=12&stars=5,4&facilities=pool,spa',
          'from=searchbar',
        ),
        'fr_FR',
      ),
    ).toEqual(loaded);
  });

  it('differs for another search, page or locale', () => {
    const hash = 'checkin=2099-06-12&checkout=2099-06-14&night=2&stars=4,5&facilities=spa,pool';
    expect(offersSearchRequest(criteriaOf(`${hash}&city=13`), 'fr_FR')).not.toEqual(loaded);
    expect(offersSearchRequest(criteriaOf(`${hash}&city=12`, 'page=1'), 'fr_FR')).not.toEqual(loaded);
    expect(offersSearchRequest(criteriaOf(`${hash}&city=12`), 'es_ES')).not.toEqual(loaded);
  });

  it('asks one page of 18 offers', () => {
    expect(loaded.pagination).toEqual({ page: 0, limit: 18 });
    expect(loaded.filters.property).toMatchObject({ cityId: 12, stars: [4, 5] });
  });
});
