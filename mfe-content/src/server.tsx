/**
 * The server bundle of mfe-content (dist/server/server.js): renders the route's page with the
 * content it needs already fetched, and hands that content to the browser through the dehydrated
 * query cache. A page may also answer 404 (it names nothing that exists) or lead elsewhere.
 */
import { renderToString } from 'react-dom/server';
import { dehydrate } from '@tanstack/react-query';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import type { RouteKind } from '@escapade/shared-contracts/routes';
import { mountWidgetInBrowserOnly, type RemoteServerEntry } from '@escapade/shared-contracts/server-render';
import { AppRoot } from './app-root';
import type { PageServerData } from './pages/page-server-data';
import { homePageServerData } from './pages/home-page-server-data';
import { landingPageServerData } from './pages/landing-page-server-data';
import { campaignPageServerData } from './pages/campaign-page-server-data';
import { searchLandingPageServerData } from './pages/search-landing-page-server-data';
import { ideasPageServerData } from './pages/ideas-page-server-data';
import { staticContentPageServerData } from './pages/static-content-page-server-data';
import { minisitePageServerData } from './pages/minisite-page-server-data';
import { contactPageServerData } from './pages/contact-page-server-data';
import { bookingLookupPageServerData } from './pages/booking-lookup-page-server-data';
import { notFoundPageServerData } from './pages/not-found-page-server-data';
import { TRANSLATIONS } from './i18n/all-texts';
import { registerAllTexts } from './i18n/texts-store';
import { pages } from './pages/page-modules';

// The server renders pages in every language: all the texts are here from the start.
registerAllTexts(TRANSLATIONS);
// Its one file holds every page: they are ready once this module has run its imports.
const pagesLoaded = pages.loadAll();

/** How each page gets its data and head tags on the server. */
const SERVER_DATA: Partial<Record<RouteKind, PageServerData>> = {
  home: homePageServerData,
  landing: landingPageServerData,
  campaign: campaignPageServerData,
  cityLanding: searchLandingPageServerData,
  themeLanding: searchLandingPageServerData,
  ideas: ideasPageServerData,
  staticPage: staticContentPageServerData,
  minisite: minisitePageServerData,
  contact: contactPageServerData,
  bookingLookup: bookingLookupPageServerData,
  notFound: notFoundPageServerData,
};

export const renderRoute: RemoteServerEntry['renderRoute'] = async (props, { apiOrigin, signal }) => {
  await pagesLoaded;
  const queryClient = createQueryClient();
  const api = createApiClient(apiOrigin, { signal });
  const outcome = (await SERVER_DATA[props.route.kind]?.(queryClient, api, props)) ?? {};
  // Failed calls are left out of the data, aborted ones too: a render the edge gave up on stops here.
  signal?.throwIfAborted();
  // A page that only leads elsewhere has nothing to draw.
  const html = outcome.redirect
    ? ''
    : renderToString(<AppRoot {...props} mountWidget={mountWidgetInBrowserOnly} queryClient={queryClient} />);
  return {
    html,
    state: dehydrate(queryClient),
    ...(outcome.meta ? { meta: outcome.meta } : {}),
    ...(outcome.status ? { status: outcome.status } : {}),
    ...(outcome.redirect ? { redirect: outcome.redirect } : {}),
  };
};
