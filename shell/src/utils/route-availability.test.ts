import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';
import { testEnvironment, testRegistry } from '../test/test-environment';
import { isRouteAvailable, routeWithAvailableFlow } from './route-availability';

const ACCOUNT_KINDS = ['signIn', 'signUp', 'accountProfile', 'accountTrips', 'accountWishlist'] as const;

describe('isRouteAvailable', () => {
  it('opens the customer area only while the customer account toggle is on', () => {
    const off = testEnvironment({ flags: { ...DEFAULT_FLAGS, customerAccount: false } });
    const on = testEnvironment({ flags: { ...DEFAULT_FLAGS, customerAccount: true } });
    for (const kind of ACCOUNT_KINDS) {
      expect(isRouteAvailable(off, kind)).toBe(false);
      expect(isRouteAvailable(on, kind)).toBe(true);
    }
    // The toggle leaves the other pages of the same remote alone.
    expect(isRouteAvailable(off, 'bookingSummary')).toBe(true);
  });

  it('keeps the customer area closed where its remote is off, toggle or not', () => {
    const environment = testEnvironment({
      flags: { ...DEFAULT_FLAGS, customerAccount: true },
      registry: testRegistry(['mfe-checkout-entry']),
    });
    expect(isRouteAvailable(environment, 'accountTrips')).toBe(false);
  });
});

describe('routeWithAvailableFlow', () => {
  const searchRoute = (search: string) => ({
    kind: 'search' as const,
    search,
    hash: 'city=12',
    pathname: '/recherche',
  });

  it('hands a search asking for the activity flow over as the booking flow’s where the activity search is off', () => {
    const off = testEnvironment({ flags: { ...DEFAULT_FLAGS, activitySearch: false } });
    expect(routeWithAvailableFlow(off, searchRoute('flow=activity&page=2'))).toEqual(
      searchRoute('flow=booking&page=2'),
    );
    // The same where mfe-search is off for the site, toggle or not.
    const noRemote = testEnvironment({ registry: testRegistry(['mfe-search']) });
    expect(routeWithAvailableFlow(noRemote, searchRoute('flow=activity')).search).toBe('flow=booking');
  });

  it('leaves the activity flow where the activity search is on, and the other flows everywhere', () => {
    const on = testEnvironment({ flags: { ...DEFAULT_FLAGS, activitySearch: true } });
    expect(routeWithAvailableFlow(on, searchRoute('flow=activity'))).toEqual(searchRoute('flow=activity'));
    const off = testEnvironment({ flags: { ...DEFAULT_FLAGS, activitySearch: false } });
    expect(routeWithAvailableFlow(off, searchRoute('flow=gifting'))).toEqual(searchRoute('flow=gifting'));
    const stay = { kind: 'stay' as const, id: '5', search: 'flow=activity', hash: '', pathname: '/sejour/5' };
    expect(routeWithAvailableFlow(off, stay)).toBe(stay);
  });
});
