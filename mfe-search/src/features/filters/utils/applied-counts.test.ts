import { appliedFilterCount, parseSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { appliedCountOf } from './applied-counts';
import { distanceDefaultsFor, filterStateFromCriteria, FILTER_GROUPS } from './filter-state';

describe('appliedCountOf', () => {
  const criteria = parseSearchCriteria({
    hash: 'city=12&stars=4,5&hotelScore=8&priceMax=15000&facilities=spa&petsAllowed=true&tags=101&hotelTypes=castle&hotelStyles=design&distanceMax=80',
    search: '',
  });
  const state = filterStateFromCriteria(criteria);
  const defaults = distanceDefaultsFor(criteria);

  it('counts each dropdown’s applied filters', () => {
    expect(appliedCountOf(state, 'activities', defaults)).toBe(1);
    expect(appliedCountOf(state, 'price', defaults)).toBe(1);
    expect(appliedCountOf(state, 'distance', defaults)).toBe(1);
    expect(appliedCountOf(state, 'facilities', defaults)).toBe(2);
    expect(appliedCountOf(state, 'more', defaults)).toBe(2 + 1 + 1 + 1);
  });

  it('adds up to the applied filter count of the contract', () => {
    const sum = FILTER_GROUPS.reduce((total, group) => total + appliedCountOf(state, group, defaults), 0);
    expect(sum).toBe(appliedFilterCount(criteria, { distanceMin: defaults.min, distanceMax: defaults.max }));
  });

  it('a price bound that filters nothing (9 € or less, 250 € or more) counts nothing', () => {
    expect(appliedCountOf({ ...state, price: { min: 900, max: 25000 } }, 'price', defaults)).toBe(0);
    expect(appliedCountOf({ ...state, price: { min: null, max: 30000 } }, 'price', defaults)).toBe(0);
    expect(appliedCountOf({ ...state, price: { min: 1000, max: 30000 } }, 'price', defaults)).toBe(1);
  });

  it('a distance at its defaults counts nothing', () => {
    const atDefaults = filterStateFromCriteria(
      parseSearchCriteria({ hash: 'city=12&distanceMin=0&distanceMax=30', search: '' }),
    );
    expect(appliedCountOf(atDefaults, 'distance', defaults)).toBe(0);
  });
});
