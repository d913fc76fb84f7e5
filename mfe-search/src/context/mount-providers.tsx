import { useMemo, useState, type ReactNode } from 'react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { I18nProvider } from 'react-aria-components';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { bcp47 } from '@escapade/shared-contracts/locales';
import { RemotePropsContext } from './remote-props';
import { createI18n } from '../i18n/create-i18n';

/**
 * What every mount of this remote (page or widget) gets: its own jotai store and i18next instance,
 * the shell's props, and the locale react-aria formats dates and numbers with.
 */
export function MountProviders({ props, children }: { props: RemoteProps; children: ReactNode }) {
  const [store] = useState(() => createStore());
  const i18n = useMemo(() => createI18n(props.language), [props.language]);
  return (
    <RemotePropsContext.Provider value={props}>
      <JotaiProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <I18nProvider locale={bcp47(props.locale)}>{children}</I18nProvider>
        </I18nextProvider>
      </JotaiProvider>
    </RemotePropsContext.Provider>
  );
}
