import { useMemo, useState, type ReactNode } from 'react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { bcp47 } from '@escapade/shared-contracts/locales';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { ApiClientContext } from './api-client';
import { RemotePropsContext } from './remote-props';
import { createI18n } from '../i18n/create-i18n';

export interface MountProvidersProps {
  props: RemoteProps;
  /** A query cache filled beforehand (a server render): its data shows without asking the api again. */
  queryClient?: QueryClient;
  children: ReactNode;
}

/**
 * What every mount of this remote (page or widget) gets: its own jotai store, api client, query
 * cache and i18next instance, the shell's props, and the locale react-aria formats dates and
 * numbers with.
 */
export function MountProviders({ props, queryClient: filledQueryClient, children }: MountProvidersProps) {
  const [store] = useState(() => createStore());
  const [queryClient] = useState(() => filledQueryClient ?? createQueryClient(props.serverState));
  const api = useMemo(() => createApiClient(props.apiBase), [props.apiBase]);
  const i18n = useMemo(() => createI18n(props.language), [props.language]);
  return (
    <RemotePropsContext.Provider value={props}>
      <ApiClientContext.Provider value={api}>
        <QueryClientProvider client={queryClient}>
          <JotaiProvider store={store}>
            <I18nextProvider i18n={i18n}>
              <I18nProvider locale={bcp47(props.locale)}>{children}</I18nProvider>
            </I18nextProvider>
          </JotaiProvider>
        </QueryClientProvider>
      </ApiClientContext.Provider>
    </RemotePropsContext.Provider>
  );
}
