import { parseSearchCriteria, withFilters } from '@escapade/shared-contracts/search-criteria';
import { sameTarget, searchTargetFor } from './search-target';

describe('searchTargetFor', () => {
  it('puts the criteria in the hash, the flow and a page after the first in the query, never the origin marker', () => {
    const criteria = parseSearchCriteria({ hash: 'city=12&stars=4', search: 'flow=gifting&page=2&from=searchbar' });
    expect(searchTargetFor('search', criteria)).toEqual({
      kind: 'search',
      query: { flow: 'gifting', page: '2' },
      hash: 'city=12&stars=4',
    });
    expect(searchTargetFor('search', withFilters(criteria, { stars: [5] }))).toEqual({
      kind: 'search',
      query: { flow: 'gifting' },
      hash: 'city=12&stars=5',
    });
  });

  it('compares targets by address', () => {
    expect(
      sameTarget(
        { kind: 'search', query: { flow: 'booking' }, hash: 'a=3' },
        { kind: 'search', query: { flow: 'booking' }, hash: 'a=3' },
      ),
    ).toBe(true);
    expect(
      sameTarget(
        { kind: 'search', query: { flow: 'booking' }, hash: 'a=3' },
        { kind: 'search', query: { flow: 'booking', page: '1' }, hash: 'a=3' },
      ),
    ).toBe(false);
  });
});
