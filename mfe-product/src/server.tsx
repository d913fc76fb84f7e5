/**
 * The server bundle of mfe-product (dist/server/server.js): renders the route's page with its data
 * already fetched, and hands that data to the browser through the dehydrated query cache.
 */
import { renderToString } from 'react-dom/server';
import { dehydrate } from '@tanstack/react-query';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import type { RouteKind } from '@escapade/shared-contracts/routes';
import { mountWidgetInBrowserOnly, type RemoteServerEntry } from '@escapade/shared-contracts/server-render';
import { AppRoot } from './app-root';
import type { PageServerData } from './pages/page-server-data';
import { stayPageServerData } from './pages/stay-page-server-data';
import { hotelPageServerData } from './pages/hotel-page-server-data';
import { activityPageServerData } from './pages/activity-page-server-data';
import { giftBoxPageServerData } from './pages/gift-box-page-server-data';
import { TRANSLATIONS } from './i18n/all-texts';
import { registerAllTexts } from './i18n/texts-store';
import { pages } from './pages/page-modules';

// The server renders pages in every language: all the texts are here from the start.
registerAllTexts(TRANSLATIONS);
// Its one file holds every page: they are ready once this module has run its imports.
const pagesLoaded = pages.loadAll();

/** Each route kind this remote renders, and how its page gets its data on the server. */
const SERVER_DATA: Partial<Record<RouteKind, PageServerData>> = {
  stay: stayPageServerData,
  hotel: hotelPageServerData,
  activityOnly: activityPageServerData,
  giftBox: giftBoxPageServerData,
  giftBoxProduct: giftBoxPageServerData,
};

export const renderRoute: RemoteServerEntry['renderRoute'] = async (props, { apiOrigin, signal }) => {
  await pagesLoaded;
  const queryClient = createQueryClient();
  const api = createApiClient(apiOrigin, { signal });
  const meta = await SERVER_DATA[props.route.kind]?.(queryClient, api, props);
  // Failed calls are left out of the data, aborted ones too: a render the edge gave up on stops here.
  signal?.throwIfAborted();
  const html = renderToString(<AppRoot {...props} mountWidget={mountWidgetInBrowserOnly} queryClient={queryClient} />);
  return { html, state: dehydrate(queryClient), ...(meta ? { meta } : {}) };
};
