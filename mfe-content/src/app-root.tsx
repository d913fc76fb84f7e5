import { Suspense, createElement, useEffect, useMemo, useState } from 'react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { bcp47 } from '@escapade/shared-contracts/locales';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { ApiClientContext, RemotePropsContext } from './context/remote-props';
import { createI18n } from './i18n/create-i18n';
import { pages } from './pages/page-modules';
import { endServerMarkupHydration } from '@escapade/shared-contracts/server-markup-hydration';

/** Marks the end of the first hydration once the page it belongs to has committed. */
function ServerMarkupHydrated() {
  useEffect(endServerMarkupHydration, []);
  return null;
}

/**
 * Providers of one mount (its own store, api client, query cache and i18n instance) and the page
 * for the route. A server render passes the query cache it already filled, so the page shows that
 * content without asking the api again.
 *
 * The page is a Suspense boundary: React hydrates the server's markup of it in short slices,
 * yielding to the browser in between, not in one long task.
 */
export function AppRoot({ queryClient: givenQueryClient, ...props }: RemoteProps & { queryClient?: QueryClient }) {
  const [store] = useState(() => createStore());
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient(props.serverState));
  const api = useMemo(() => createApiClient(props.apiBase), [props.apiBase]);
  const i18n = useMemo(() => createI18n(props.language), [props.language]);
  // The mount and update lifecycles (and the server) have downloaded the route's page before drawing.
  const page = pages.loaded(props.route.kind);
  return (
    <RemotePropsContext.Provider value={props}>
      <ApiClientContext.Provider value={api}>
        <QueryClientProvider client={queryClient}>
          <JotaiProvider store={store}>
            <I18nextProvider i18n={i18n}>
              {/* react-aria's own words (a dialog's hidden close) and number formats follow the site's locale. */}
              <I18nProvider locale={bcp47(props.locale)}>
                <Suspense>
                  {page ? createElement(page) : null}
                  <ServerMarkupHydrated />
                </Suspense>
              </I18nProvider>
            </I18nextProvider>
          </JotaiProvider>
        </QueryClientProvider>
      </ApiClientContext.Provider>
    </RemotePropsContext.Provider>
  );
}
