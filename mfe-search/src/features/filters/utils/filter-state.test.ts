import {
  appliedFilterCount,
  parseSearchCriteria,
  serializeSearchCriteria,
} from '@escapade/shared-contracts/search-criteria';
import {
  chooseScore,
  clampDistance,
  clampDistanceBounds,
  clearFilterGroup,
  criteriaWithFilterState,
  distanceDefaultsFor,
  distanceSliderValue,
  emptyFilterState,
  filterStateFromCriteria,
  groupEqualsDefaults,
  isOptionDisabled,
  isScoreOptionChecked,
  toggleValue,
  withDistanceIncluded,
} from './filter-state';

const parse = (hash: string, search = 'page=3') => parseSearchCriteria({ hash, search });

describe('filter state ↔ criteria', () => {
  it('reads every filter of the hash, pets included', () => {
    const state = filterStateFromCriteria(
      parse(
        'city=12&stars=4,5&hotelScore=8&priceMin=5000&priceMax=20000&facilities=spa&petsAllowed=true&tags=101,102&hotelTypes=castle&distanceMax=50',
      ),
    );
    expect(state).toEqual({
      hotelTypes: ['castle'],
      hotelEnvironments: [],
      hotelStyles: [],
      stars: [4, 5],
      score: 8,
      price: { min: 5000, max: 20000 },
      facilities: ['spa', 'pets'],
      distance: { min: null, max: 50 },
      isDistanceActive: true,
      activities: [101, 102],
    });
  });

  it('the distance filter is active when a min or a max is present, or on a city or poi search', () => {
    // A search by city or poi always covers 30 km around it.
    expect(filterStateFromCriteria(parse('city=12')).isDistanceActive).toBe(true);
    expect(filterStateFromCriteria(parse('poi=50001')).isDistanceActive).toBe(true);
    expect(filterStateFromCriteria(parse('city=12')).distance).toEqual({ min: null, max: null });
    expect(filterStateFromCriteria(parse('region=101')).isDistanceActive).toBe(false);
    expect(filterStateFromCriteria(parse('hotelId=501')).isDistanceActive).toBe(false);
    expect(filterStateFromCriteria(parse('city=12&distanceMin=10')).isDistanceActive).toBe(true);
    expect(filterStateFromCriteria(parse('city=12&distanceMax=10')).isDistanceActive).toBe(true);
  });

  it('writes the filters back and drops the page', () => {
    const criteria = parse('city=12&theme=26');
    const next = criteriaWithFilterState(criteria, {
      ...emptyFilterState(),
      stars: [5, 4],
      facilities: ['pets'],
      price: { min: null, max: 15000 },
    });
    expect(next.page).toBe(0);
    expect(serializeSearchCriteria(next).hash).toBe('theme=26&city=12&stars=5%2C4&priceMax=15000&petsAllowed=true');
  });

  it('holds only the price bounds that filter: 9 € or less and 250 € or more are none', () => {
    const criteria = { ...parse('city=12'), priceMin: 900, priceMax: 25000 };
    expect(filterStateFromCriteria(criteria).price).toEqual({ min: null, max: null });
    const written = criteriaWithFilterState(criteria, { ...emptyFilterState(), price: { min: 500, max: 30000 } });
    expect(written).not.toHaveProperty('priceMin');
    expect(written).not.toHaveProperty('priceMax');
    const defaults = distanceDefaultsFor(criteria);
    expect(groupEqualsDefaults({ ...emptyFilterState(), price: { min: 900, max: 25000 } }, 'price', defaults)).toBe(
      true,
    );
  });

  it('an inactive distance writes no distance at all', () => {
    const criteria = parse('city=12&distanceMin=0&distanceMax=80');
    const next = criteriaWithFilterState(criteria, { ...filterStateFromCriteria(criteria), isDistanceActive: false });
    expect(next.distanceMin).toBeUndefined();
    expect(next.distanceMax).toBeUndefined();
  });
});

describe('dropdown rules', () => {
  const full = filterStateFromCriteria(
    parse('city=12&stars=4&hotelScore=9&hotelStyles=design&priceMax=10000&facilities=spa&tags=101&distanceMax=60'),
  );

  it('clear removes only that dropdown’s filters', () => {
    expect(clearFilterGroup(full, 'price').price).toEqual({ min: null, max: null });
    expect(clearFilterGroup(full, 'price').stars).toEqual([4]);
    expect(clearFilterGroup(full, 'activities').activities).toEqual([]);
    expect(clearFilterGroup(full, 'facilities').facilities).toEqual([]);
    expect(clearFilterGroup(full, 'distance')).toMatchObject({
      isDistanceActive: false,
      distance: { min: null, max: null },
    });
    expect(clearFilterGroup(full, 'more')).toMatchObject({
      stars: [],
      score: null,
      hotelStyles: [],
      hotelTypes: [],
      hotelEnvironments: [],
      facilities: ['spa'],
    });
  });

  it('knows when a dropdown holds its defaults', () => {
    const defaults = distanceDefaultsFor({ places: { city: '12' } });
    const empty = emptyFilterState();
    for (const group of ['activities', 'price', 'distance', 'facilities', 'more'] as const) {
      expect(groupEqualsDefaults(empty, group, defaults)).toBe(true);
      expect(groupEqualsDefaults(full, group, defaults)).toBe(false);
    }
    // Distance at its default bounds (0–30 km with a city) counts as default.
    expect(
      groupEqualsDefaults({ ...empty, isDistanceActive: true, distance: { min: 0, max: 30 } }, 'distance', defaults),
    ).toBe(true);
  });

  it('toggles a multi-select value', () => {
    expect(toggleValue([4], 5)).toEqual([4, 5]);
    expect(toggleValue([4, 5], 4)).toEqual([5]);
    expect(toggleValue<string>([], 'spa')).toEqual(['spa']);
  });

  it('choosing the selected score resets it; "all" is none', () => {
    expect(chooseScore(null, 8)).toBe(8);
    expect(chooseScore(8, 9)).toBe(9);
    expect(chooseScore(8, 8)).toBeNull();
    expect(chooseScore(8, null)).toBeNull();
  });

  it('checks every score option at or above the chosen score', () => {
    expect([9, 8, 7].map((option) => isScoreOptionChecked(option, 8))).toEqual([true, true, false]);
    expect(isScoreOptionChecked(null, 8)).toBe(false);
    expect(isScoreOptionChecked(null, null)).toBe(true);
    expect(isScoreOptionChecked(9, null)).toBe(false);
  });

  it('disables zero-count options unless checked', () => {
    expect(isOptionDisabled(0, false)).toBe(true);
    expect(isOptionDisabled(0, true)).toBe(false);
    expect(isOptionDisabled(3, false)).toBe(false);
    expect(isOptionDisabled(undefined, false)).toBe(false);
  });

  it('"Include offers around" turns the distance off (no bounds) or on over the default range of the search', () => {
    expect(withDistanceIncluded(full, false, { min: 0, max: 30 })).toMatchObject({
      isDistanceActive: false,
      distance: { min: null, max: null },
    });
    expect(
      withDistanceIncluded(emptyFilterState(), true, distanceDefaultsFor({ places: { city: '12' } })),
    ).toMatchObject({ isDistanceActive: true, distance: { min: 0, max: 30 } });
    expect(withDistanceIncluded(emptyFilterState(), true, distanceDefaultsFor({ places: {} }))).toMatchObject({
      isDistanceActive: true,
      distance: { min: 0, max: 200 },
    });
  });
});

describe('distance slider', () => {
  it('clamps bounds to 0–300 km', () => {
    expect(clampDistance(-5)).toBe(0);
    expect(clampDistance(450)).toBe(300);
    expect(clampDistance(120)).toBe(120);
    expect(clampDistanceBounds({ min: -10, max: 999 })).toEqual({ min: 0, max: 300 });
    expect(clampDistanceBounds({ min: 80, max: 20 })).toEqual({ min: 20, max: 80 });
  });

  it('defaults differ with or without a city', () => {
    expect(distanceDefaultsFor({ places: { city: '12' } })).toEqual({ min: 0, max: 30 });
    expect(distanceDefaultsFor({ places: { poi: '50001' } })).toEqual({ min: 0, max: 30 });
    expect(distanceDefaultsFor({ places: {} })).toEqual({ min: 0, max: 200 });
  });

  it('shows the chosen bounds, or the defaults where none is chosen', () => {
    expect(
      distanceSliderValue({ ...emptyFilterState(), distance: { min: null, max: 90 } }, { min: 0, max: 30 }),
    ).toEqual([0, 90]);
    expect(distanceSliderValue(emptyFilterState(), { min: 0, max: 200 })).toEqual([0, 200]);
  });
});

describe('applied filter count', () => {
  it('counts activities, stars, facilities and amenities, plus one each for score, budget and distance off their defaults', () => {
    const criteria = parse(
      'city=12&stars=4,5&hotelScore=8&priceMax=15000&facilities=spa&petsAllowed=true&tags=101&hotelTypes=castle&distanceMin=0&distanceMax=80',
    );
    const defaults = { ...distanceDefaultsFor(criteria) };
    expect(appliedFilterCount(criteria, { distanceMin: defaults.min, distanceMax: defaults.max })).toBe(
      2 + 1 + 1 + 2 + 1 + 1 + 1,
    );
    const atDefaults = parse('city=12&distanceMin=0&distanceMax=30');
    expect(appliedFilterCount(atDefaults, { distanceMin: 0, distanceMax: 30 })).toBe(0);
  });
});
