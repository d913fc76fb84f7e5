/**
 * The server bundle of mfe-content (dist/server/server.js): renders the home page with its CMS
 * content already fetched, and hands that content to the browser through the dehydrated query cache.
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
import { cmsHomepageQuery } from './features/home/api/get-cms-homepage';
import { pageMetaFromSeo } from './features/home/utils/page-meta-from-seo';
import { pickCmsPage } from './features/home/utils/pick-cms-page';

export const renderRoute: RemoteServerEntry['renderRoute'] = async (props, { apiOrigin }) => {
  const queryClient = createQueryClient();
  const api = createApiClient(apiOrigin);
  let meta: ServerRenderResult['meta'];
  if (props.route.kind === 'home') {
    // A failure is not the server's to show: the browser asks again and shows what it gets.
    const homepage = await queryClient
      .fetchQuery(cmsHomepageQuery(api, { locale: props.locale }))
      .catch(() => undefined);
    if (homepage) meta = pageMetaFromSeo(pickCmsPage(homepage, props.flow).seo);
  }
  const html = renderToString(<AppRoot {...props} mountWidget={mountWidgetInBrowserOnly} queryClient={queryClient} />);
  return { html, state: dehydrate(queryClient), ...(meta ? { meta } : {}) };
};
