/**
 * Pages of the customer area and the booking lookup, linked as plain paths inside the locale's
 * language prefix (/fr, /nl on the Belgian site). The customer area keeps the same words in every
 * language (the route table serves them, behind the customer account toggle); the booking lookup
 * is served outside the shop's route table.
 */
import { languageOf, localePathPrefix, type Language, type Locale } from '@escapade/shared-contracts/locales';

export const ACCOUNT_PATHS = {
  profile: '/account/settings/profile',
  trips: '/account/trips',
  wishlist: '/account/wishlist',
  signIn: '/account/signin',
  signUp: '/account/signup',
} as const;

/** The booking-lookup route ("Check my booking"), in the words of each language. */
export const BOOKING_LOOKUP_PATHS: Readonly<Record<Language, string>> = {
  fr: '/ma-reservation',
  es: '/mi-reserva',
  it: '/la-mia-prenotazione',
  nl: '/mijn-boeking',
};

/** A path of the locale's site: the language prefix, then the path. */
export function sitePath(locale: Locale, path: string): string {
  return `${localePathPrefix(locale)}${path}`;
}

export function bookingLookupPath(locale: Locale): string {
  return sitePath(locale, BOOKING_LOOKUP_PATHS[languageOf(locale)]);
}

/** Sign-in, told where to come back to after signing in. */
export function signInPath(locale: Locale, origin: string): string {
  return `${sitePath(locale, ACCOUNT_PATHS.signIn)}?${new URLSearchParams({ origin }).toString()}`;
}
