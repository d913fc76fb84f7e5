import { createElement, useMemo, useState } from 'react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { ApiClientContext, RemotePropsContext } from './context/remote-props';
import { createI18n } from './i18n/create-i18n';
import { BrowserDrawnPage } from './pages/browser-drawn-page';
import { pages } from './pages/page-modules';

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
  // The mount and update lifecycles (and the server) have downloaded the route's page before drawing.
  const page = props.drawnByBrowser ? BrowserDrawnPage : pages.loaded(props.route.kind);
  return (
    <RemotePropsContext.Provider value={props}>
      <ApiClientContext.Provider value={api}>
        <QueryClientProvider client={queryClient}>
          <JotaiProvider store={store}>
            <I18nextProvider i18n={i18n}>{page ? createElement(page) : null}</I18nextProvider>
          </JotaiProvider>
        </QueryClientProvider>
      </ApiClientContext.Provider>
    </RemotePropsContext.Provider>
  );
}
