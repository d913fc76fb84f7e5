/**
 * The server bundle of mfe-checkout-entry (dist/server/server.js): renders the route's page with the
 * data the server may read, handed to the browser through the dehydrated query cache. A stay's or
 * an activity's checkout keeps its criteria in the hash, which never reaches the server: the server
 * sends that page's frame and skeleton (on a stay's summary, the stay's photo and name, which the
 * path names) and the browser draws the page over them, from the data the server read.
 */
import { renderToString } from 'react-dom/server';
import { dehydrate } from '@tanstack/react-query';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import type { RouteKind } from '@escapade/shared-contracts/routes';
import { mountWidgetInBrowserOnly, type RemoteServerEntry } from '@escapade/shared-contracts/server-render';
import { AppRoot } from './app-root';
import { createI18n } from './i18n/create-i18n';
import { CHECKOUT_ROBOTS, type PageServerData } from './pages/page-server-data';
import { giftCheckoutPageServerData } from './pages/gift-checkout-page-server-data';
import { confirmationPageServerData } from './pages/confirmation-page-server-data';
import { bookingSummaryPageServerData } from './pages/booking-summary-page-server-data';
import { TRANSLATIONS } from './i18n/all-texts';
import { registerAllTexts } from './i18n/texts-store';
import { pages } from './pages/page-modules';

// The server renders pages in every language: all the texts are here from the start.
registerAllTexts(TRANSLATIONS);
// Its one file holds every page: they are ready once this module has run its imports.
const pagesLoaded = pages.loadAll();

/** Pages whose criteria are in the hash: drawn by the browser. */
const HASH_PAGES: ReadonlySet<RouteKind> = new Set(['bookingSummary', 'activityBooking']);

/** How each page gets its data on the server; pages without data only get their title. */
const SERVER_DATA: Partial<Record<RouteKind, PageServerData>> = {
  giftCheckout: giftCheckoutPageServerData,
  bookingSummary: bookingSummaryPageServerData,
  confirmation: confirmationPageServerData,
};

/** The head title of the pages that need no data (the account pages read the visitor's own, in the browser). */
const TITLE_KEYS: Partial<Record<RouteKind, string>> = {
  activityBooking: 'checkout.activity.title',
  signIn: 'account.signIn.title',
  signUp: 'account.signUp.title',
  accountProfile: 'account.profile.title',
  accountTrips: 'account.trips.title',
  accountWishlist: 'account.wishlist.title',
};

export const renderRoute: RemoteServerEntry['renderRoute'] = async (props, { apiOrigin, signal }) => {
  await pagesLoaded;
  const queryClient = createQueryClient();
  const api = createApiClient(apiOrigin, { signal });
  const kind = props.route.kind;
  const titleKey = TITLE_KEYS[kind];
  const meta =
    (await SERVER_DATA[kind]?.(queryClient, api, props)) ??
    (titleKey ? { title: createI18n(props.language).t(titleKey), robots: CHECKOUT_ROBOTS } : undefined);
  // Failed calls are left out of the data, aborted ones too: a render the edge gave up on stops here.
  signal?.throwIfAborted();
  const drawnByBrowser = HASH_PAGES.has(kind);
  const html = renderToString(
    <AppRoot
      {...props}
      mountWidget={mountWidgetInBrowserOnly}
      queryClient={queryClient}
      drawnByBrowser={drawnByBrowser}
    />,
  );
  return {
    html,
    state: dehydrate(queryClient),
    ...(meta ? { meta } : {}),
    ...(drawnByBrowser ? { hydrate: false } : {}),
  };
};
