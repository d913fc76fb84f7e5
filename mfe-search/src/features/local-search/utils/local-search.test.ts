import { parseSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import {
  BARCELONA,
  DEFAULT_LOCAL_SEARCH_DISTANCE,
  LOCAL_SEARCH_DISTANCES,
  localSearchCentre,
  localSearchCriteria,
} from './local-search';

describe('local search', () => {
  it('offers 100, 200 or 300 km, 200 by default', () => {
    expect(LOCAL_SEARCH_DISTANCES).toEqual([100, 200, 300]);
    expect(DEFAULT_LOCAL_SEARCH_DISTANCE).toBe(200);
  });

  it('centres on the visitor, else on the current point, else on Barcelona', () => {
    const user = { lat: 48.85, lng: 2.35 };
    const current = { lat: 45.76, lng: 4.83 };
    expect(localSearchCentre(user, current)).toEqual(user);
    expect(localSearchCentre(null, current)).toEqual(current);
    expect(localSearchCentre(null, null)).toEqual(BARCELONA);
    expect(BARCELONA).toEqual({ lat: 41.3874, lng: 2.1686 });
  });

  it('searches from 0 to the rounded distance around the centre, without the place', () => {
    const base = parseSearchCriteria({
      hash: 'city=10001&hotelId=3&a=3&checkin=2099-05-10&checkout=2099-05-12&stars=4',
      search: 'flow=booking&page=2&from=searchbar',
    });
    const criteria = localSearchCriteria(base, { lat: 48.1, lng: 2.2 }, 199.6);
    expect(criteria).toMatchObject({
      lat: 48.1,
      lng: 2.2,
      distanceMin: 0,
      distanceMax: 200,
      page: 0,
      adults: 3,
      checkin: '2099-05-10',
      stars: [4],
    });
    expect(criteria.places).toEqual({});
    expect(criteria.hotelId).toBeUndefined();
    expect(criteria.from).toBeUndefined();
  });
});
