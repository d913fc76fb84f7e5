import { LOCALES } from '@escapade/shared-contracts/locales';
import { ACCOUNT_PATHS, signInPath, sitePath } from './account-paths';
import { hrefFor } from './route-table';

describe('account paths', () => {
  it('are the paths the route table serves the customer area on, on every site', () => {
    for (const locale of LOCALES) {
      expect(sitePath(locale, ACCOUNT_PATHS.profile)).toBe(hrefFor(locale, { kind: 'accountProfile' }));
      expect(sitePath(locale, ACCOUNT_PATHS.trips)).toBe(hrefFor(locale, { kind: 'accountTrips' }));
      expect(sitePath(locale, ACCOUNT_PATHS.wishlist)).toBe(hrefFor(locale, { kind: 'accountWishlist' }));
      expect(sitePath(locale, ACCOUNT_PATHS.signIn)).toBe(hrefFor(locale, { kind: 'signIn' }));
      expect(sitePath(locale, ACCOUNT_PATHS.signUp)).toBe(hrefFor(locale, { kind: 'signUp' }));
    }
  });

  it('send to sign-in with the page to come back to', () => {
    expect(signInPath('nl_BE', 'https://be.escapade.test/nl/zoeken#city=1')).toBe(
      `/nl/account/signin?origin=${encodeURIComponent('https://be.escapade.test/nl/zoeken#city=1')}`,
    );
  });
});
