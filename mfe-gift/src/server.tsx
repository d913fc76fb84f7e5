/**
 * The server bundle of mfe-gift (dist/server/server.js): renders the gift set-up with the offer's
 * gift prices and details already fetched, handed to the browser through the dehydrated query cache.
 */
import { renderToString } from 'react-dom/server';
import { dehydrate } from '@tanstack/react-query';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import {
  mountWidgetInBrowserOnly,
  type RemoteServerEntry,
  type ServerRenderResult,
} from '@escapade/shared-contracts/server-render';
import { AppRoot } from './app-root';
import { giftPriceListQuery } from './features/gift-setup/api/get-gift-price-list';
import { stayDetailQuery } from './features/gift-setup/api/get-stay-detail';
import { createI18n } from './i18n/create-i18n';
import { GIFT_SETUP_ROBOTS } from './pages/gift-setup-page';

export const renderRoute: RemoteServerEntry['renderRoute'] = async (props, { apiOrigin }) => {
  const queryClient = createQueryClient();
  const api = createApiClient(apiOrigin);
  let meta: ServerRenderResult['meta'];
  if (props.route.kind === 'giftSetup' && props.route.id) {
    const request = { offerId: props.route.id, locale: props.locale };
    // Failures are not the server's to show: the browser asks again and shows what it gets.
    const [priceList, stay] = await Promise.all([
      queryClient.fetchQuery(giftPriceListQuery(api, request)).catch(() => undefined),
      queryClient.fetchQuery(stayDetailQuery(api, request)).catch(() => undefined),
    ]);
    const label = stay?.label ?? priceList?.label;
    if (label)
      meta = { title: createI18n(props.language).t('giftSetup.metaTitle', { label }), robots: GIFT_SETUP_ROBOTS };
  }
  const html = renderToString(<AppRoot {...props} mountWidget={mountWidgetInBrowserOnly} queryClient={queryClient} />);
  return { html, state: dehydrate(queryClient), ...(meta ? { meta } : {}) };
};
