import type { ComponentType } from 'react';
import { pageModules } from '@escapade/shared-contracts/page-modules';
import type { RouteKind } from '@escapade/shared-contracts/routes';

type Page = ComponentType;

/**
 * The page of each route kind this remote serves, each a chunk of its own: a shopper's booking
 * summary does not download the account's forms, the confirmation or the gift checkout.
 */
const PAGE_LOADERS: Partial<Record<RouteKind, () => Promise<Page>>> = {
  bookingSummary: () =>
    import(/* webpackChunkName: "page-bookingSummary" */ './booking-summary-page').then((m) => m.BookingSummaryPage),
  activityBooking: () =>
    import(/* webpackChunkName: "page-activityBooking" */ './activity-booking-page').then((m) => m.ActivityBookingPage),
  giftCheckout: () =>
    import(/* webpackChunkName: "page-giftCheckout" */ './gift-checkout-page').then((m) => m.GiftCheckoutPage),
  confirmation: () =>
    import(/* webpackChunkName: "page-confirmation" */ './confirmation-page').then((m) => m.ConfirmationPage),
  signIn: () => import(/* webpackChunkName: "page-signIn" */ './sign-in-page').then((m) => m.SignInPage),
  signUp: () => import(/* webpackChunkName: "page-signUp" */ './sign-up-page').then((m) => m.SignUpPage),
  accountProfile: () =>
    import(/* webpackChunkName: "page-accountProfile" */ './account-profile-page').then((m) => m.AccountProfilePage),
  accountTrips: () =>
    import(/* webpackChunkName: "page-accountTrips" */ './account-trips-page').then((m) => m.AccountTripsPage),
  accountWishlist: () =>
    import(/* webpackChunkName: "page-accountWishlist" */ './account-wishlist-page').then((m) => m.AccountWishlistPage),
};

export const pages = pageModules(PAGE_LOADERS);
