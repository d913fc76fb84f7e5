/**
 * The server bundle of mfe-gift (dist/server/server.js): renders the route's page with the data the
 * server may read, handed to the browser through the dehydrated query cache.
 */
import { renderToString } from 'react-dom/server';
import { dehydrate } from '@tanstack/react-query';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import type { RouteKind } from '@escapade/shared-contracts/routes';
import { mountWidgetInBrowserOnly, type RemoteServerEntry } from '@escapade/shared-contracts/server-render';
import { AppRoot } from './app-root';
import type { PageServerData } from './pages/page-server-data';
import { giftSetupPageServerData } from './pages/gift-setup-page-server-data';
import { giftCardPageServerData } from './pages/gift-card-page-server-data';
import { boxesPageServerData } from './pages/boxes-page-server-data';
import { beneficiaryLoginPageServerData } from './pages/beneficiary-login-page-server-data';
import { beneficiaryOffersPageServerData } from './pages/beneficiary-offers-page-server-data';
import { TRANSLATIONS } from './i18n/all-texts';
import { registerAllTexts } from './i18n/texts-store';

// The server renders pages in every language: all the texts are here from the start.
registerAllTexts(TRANSLATIONS);

/** How each page gets its data and head tags on the server. */
const SERVER_DATA: Partial<Record<RouteKind, PageServerData>> = {
  giftSetup: giftSetupPageServerData,
  giftCardCustomization: giftCardPageServerData,
  giftBoxes: boxesPageServerData,
  beneficiaryLogin: beneficiaryLoginPageServerData,
  boxLogin: beneficiaryLoginPageServerData,
  beneficiaryOffers: beneficiaryOffersPageServerData,
};

export const renderRoute: RemoteServerEntry['renderRoute'] = async (props, { apiOrigin, signal }) => {
  const queryClient = createQueryClient();
  const api = createApiClient(apiOrigin, { signal });
  const meta = await SERVER_DATA[props.route.kind]?.(queryClient, api, props);
  // Failed calls are left out of the data, aborted ones too: a render the edge gave up on stops here.
  signal?.throwIfAborted();
  const html = renderToString(<AppRoot {...props} mountWidget={mountWidgetInBrowserOnly} queryClient={queryClient} />);
  return { html, state: dehydrate(queryClient), ...(meta ? { meta } : {}) };
};
