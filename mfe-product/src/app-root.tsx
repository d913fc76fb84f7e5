import { Suspense, createElement, useEffect, useMemo, useState } from 'react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { bcp47 } from '@escapade/shared-contracts/locales';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { ApiClientContext, RemotePropsContext } from './context/remote-props';
import { createI18n } from './i18n/create-i18n';
import { endServerMarkupHydration } from '@escapade/shared-contracts/server-markup-hydration';
import type { RouteKind } from '@escapade/shared-contracts/routes';
import { pages } from './pages/page-modules';

/**
 * The page of the route, downloaded by the mount and update lifecycles (and the server) before
 * they draw; a new id is a new page, whose state must not leak.
 */
function RoutePage({ kind, id }: { kind: RouteKind; id?: string }) {
  const page = pages.loaded(kind);
  return page ? createElement(page, { key: id }) : null;
}

/** Marks the end of the first hydration once the page it belongs to has committed. */
function ServerMarkupHydrated() {
  useEffect(endServerMarkupHydration, []);
  return null;
}

/**
 * Providers of one mount (its own store, api client, query cache and i18n instance) and the page
 * for the route. A server render passes the query cache it already filled, so the page shows that
 * data without asking the api again.
 *
 * The page is a Suspense boundary: React hydrates the server's markup of it in short slices,
 * yielding to the browser in between, not in one long task.
 */
export function AppRoot({ queryClient: givenQueryClient, ...props }: RemoteProps & { queryClient?: QueryClient }) {
  const [store] = useState(() => createStore());
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient(props.serverState));
  const api = useMemo(() => createApiClient(props.apiBase), [props.apiBase]);
  const i18n = useMemo(() => createI18n(props.language), [props.language]);
  return (
    <RemotePropsContext.Provider value={props}>
      <ApiClientContext.Provider value={api}>
        <QueryClientProvider client={queryClient}>
          <JotaiProvider store={store}>
            <I18nextProvider i18n={i18n}>
              {/* react-aria's calendars and number fields format for the shop's locale, not the browser's. */}
              <I18nProvider locale={bcp47(props.locale)}>
                <Suspense>
                  <RoutePage kind={props.route.kind} id={props.route.id} />
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
