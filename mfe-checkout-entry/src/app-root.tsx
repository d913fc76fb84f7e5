import { useMemo, useState } from 'react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { RemotePropsContext } from './context/remote-props';
import { createI18n } from './i18n/create-i18n';
import { BookingSummaryPage } from './pages/booking-summary-page';

/** Providers of one mount (its own store and i18n instance) and the page for the route. */
export function AppRoot(props: RemoteProps) {
  const [store] = useState(() => createStore());
  const i18n = useMemo(() => createI18n(props.language), [props.language]);
  return (
    <RemotePropsContext.Provider value={props}>
      <JotaiProvider store={store}>
        <I18nextProvider i18n={i18n}>
          {props.route.kind === 'bookingSummary' ? <BookingSummaryPage /> : null}
        </I18nextProvider>
      </JotaiProvider>
    </RemotePropsContext.Provider>
  );
}
