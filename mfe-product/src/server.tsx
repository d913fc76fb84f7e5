/**
 * The server bundle of mfe-product (dist/server/server.js): renders a stay page with the offer's
 * detail already fetched, and hands that data to the browser through the dehydrated query cache.
 */
import { renderToString } from 'react-dom/server';
import { dehydrate } from '@tanstack/react-query';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { stayParams } from '@escapade/shared-contracts/booking-criteria';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { parseSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import {
  mountWidgetInBrowserOnly,
  type RemoteServerEntry,
  type ServerRenderResult,
} from '@escapade/shared-contracts/server-render';
import { AppRoot } from './app-root';
import { stayDetailQuery } from './features/stay-detail/api/get-stay-detail';
import { stayPageMeta } from './features/stay-detail/state/use-stay-page-meta';
import { firstReviewsPageQuery } from './features/reviews/api/get-hotel-reviews';
import { reviewsBlockRequest } from './features/reviews/components/reviews-block';
import { productOffersQuery } from './features/other-offers/api/get-product-offers';
import { upsellsQuery } from './features/upsells/api/get-upsells';
import { createI18n } from './i18n/create-i18n';

export const renderRoute: RemoteServerEntry['renderRoute'] = async (props, { apiOrigin }) => {
  const queryClient = createQueryClient();
  const api = createApiClient(apiOrigin);
  let meta: ServerRenderResult['meta'];
  if (props.route.kind === 'stay' && props.route.id) {
    const criteria = parseSearchCriteria({ hash: props.route.hash, search: props.route.search });
    const request = { offerId: props.route.id, locale: props.locale, ...stayParams(criteria) };
    // A failure is not the server's to show: the browser asks again and shows what it gets.
    const detail = await queryClient.fetchQuery(stayDetailQuery(api, request)).catch(() => undefined);
    // The reviews block is part of the page's content (and what search engines read): rendered too.
    // A failure leaves the block out, as in the browser.
    // So are the hotel's other stays and the upgrades: links to more pages of the shop.
    if (detail)
      await Promise.all([
        queryClient.prefetchQuery(firstReviewsPageQuery(api, reviewsBlockRequest(detail.hotel.id, props.locale))),
        queryClient.prefetchQuery(productOffersQuery(api, request)),
        queryClient.prefetchQuery(upsellsQuery(api, request, criteria.flow)),
      ]);
    const expired = detail?.published === false;
    meta = stayPageMeta(createI18n(props.language).t, detail, expired) ?? undefined;
  }
  const html = renderToString(<AppRoot {...props} mountWidget={mountWidgetInBrowserOnly} queryClient={queryClient} />);
  return { html, state: dehydrate(queryClient), ...(meta ? { meta } : {}) };
};
