import { useMemo, useState, type ReactNode } from 'react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { ApiClientContext, RemotePropsContext } from '../context/remote-props';
import { createI18n } from '../i18n/create-i18n';

/**
 * The providers a mount of this remote gives its pages (as app-root does), around a piece of a
 * page: the payment is rendered alone, below no particular checkout entry.
 */
export function PaymentMountProviders({ props, children }: { props: RemoteProps; children: ReactNode }) {
  const [store] = useState(() => createStore());
  const [queryClient] = useState(() => createQueryClient());
  const api = useMemo(() => createApiClient(props.apiBase), [props.apiBase]);
  const i18n = useMemo(() => createI18n(props.language), [props.language]);
  return (
    <RemotePropsContext.Provider value={props}>
      <ApiClientContext.Provider value={api}>
        <QueryClientProvider client={queryClient}>
          <JotaiProvider store={store}>
            <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
          </JotaiProvider>
        </QueryClientProvider>
      </ApiClientContext.Provider>
    </RemotePropsContext.Provider>
  );
}
