import { useMemo, useState } from 'react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { ApiClientContext, RemotePropsContext } from './context/remote-props';
import { createI18n } from './i18n/create-i18n';
import type { RouteKind } from '@escapade/shared-contracts/routes';
import { BookingSummaryPage } from './pages/booking-summary-page';
import { ActivityBookingPage } from './pages/activity-booking-page';
import { GiftCheckoutPage } from './pages/gift-checkout-page';
import { ConfirmationPage } from './pages/confirmation-page';
import { SignInPage } from './pages/sign-in-page';
import { SignUpPage } from './pages/sign-up-page';
import { AccountProfilePage } from './pages/account-profile-page';
import { AccountTripsPage } from './pages/account-trips-page';
import { AccountWishlistPage } from './pages/account-wishlist-page';
import { BrowserDrawnPage } from './pages/browser-drawn-page';

/** The page of each route kind this remote serves. */
const PAGES: Partial<Record<RouteKind, () => React.ReactNode>> = {
  bookingSummary: BookingSummaryPage,
  activityBooking: ActivityBookingPage,
  giftCheckout: GiftCheckoutPage,
  confirmation: ConfirmationPage,
  signIn: SignInPage,
  signUp: SignUpPage,
  accountProfile: AccountProfilePage,
  accountTrips: AccountTripsPage,
  accountWishlist: AccountWishlistPage,
};

/**
 * Providers of one mount (its own store, api client, query cache and i18n instance) and the page
 * for the route. A server render passes the query cache it already filled, so the page shows that
 * data without asking the api again; a page it left to the browser starts from the data it read.
 */
export function AppRoot(
  props: RemoteProps & {
    queryClient?: QueryClient;
    /** The server leaves the page to the browser: only its frame and skeleton are rendered. */
    drawnByBrowser?: boolean;
  },
) {
  const [store] = useState(() => createStore());
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient(props.serverState ?? props.serverData));
  const api = useMemo(() => createApiClient(props.apiBase), [props.apiBase]);
  const i18n = useMemo(() => createI18n(props.language), [props.language]);
  const Page = props.drawnByBrowser ? BrowserDrawnPage : PAGES[props.route.kind];
  return (
    <RemotePropsContext.Provider value={props}>
      <ApiClientContext.Provider value={api}>
        <QueryClientProvider client={queryClient}>
          <JotaiProvider store={store}>
            <I18nextProvider i18n={i18n}>{Page ? <Page /> : null}</I18nextProvider>
          </JotaiProvider>
        </QueryClientProvider>
      </ApiClientContext.Provider>
    </RemotePropsContext.Provider>
  );
}
