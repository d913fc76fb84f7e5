/**
 * Pages of the customer area, linked as plain paths inside the locale's language prefix (/fr, /nl
 * on the Belgian site). The customer area keeps the same words in every language (the route table
 * serves them, behind the customer account toggle).
 */
import { localePathPrefix, type Locale } from '@escapade/shared-contracts/locales';
import { hrefFor } from './route-table';

export const ACCOUNT_PATHS = {
  profile: '/account/settings/profile',
  trips: '/account/trips',
  wishlist: '/account/wishlist',
  signIn: '/account/signin',
  signUp: '/account/signup',
} as const;

/** A path of the locale's site: the language prefix, then the path. */
export function sitePath(locale: Locale, path: string): string {
  return `${localePathPrefix(locale)}${path}`;
}

/** The booking lookup ("Check my booking"). */
export function bookingLookupPath(locale: Locale): string {
  return hrefFor(locale, { kind: 'bookingLookup' });
}

/** Sign-in, told where to come back to after signing in. */
export function signInPath(locale: Locale, origin: string): string {
  return `${sitePath(locale, ACCOUNT_PATHS.signIn)}?${new URLSearchParams({ origin }).toString()}`;
}
