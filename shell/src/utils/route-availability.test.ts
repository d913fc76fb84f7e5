import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';
import { testEnvironment, testRegistry } from '../test/test-environment';
import { isRouteAvailable } from './route-availability';

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
