import type { MouseEvent } from 'react';
import type { i18n } from 'i18next';
import { useTranslation, I18nextProvider } from 'react-i18next';
import { CrashBoundary } from '../features/errors/crash-boundary';
import { Footer } from '../features/footer/footer';
import { Header } from '../features/header/header';
import { usePageMetaSync } from '../features/page-meta/use-page-meta-sync';
import { hrefFor } from '../features/routing/route-table';
import { ScrollToTop } from '../features/routing/scroll-to-top';
import { ShellRoutes } from '../features/routing/shell-routes';
import { ShellEnvironmentContext, type ShellEnvironment } from './shell-environment';
import styles from './shell-app.module.css';

const MAIN_CONTENT_ID = 'main-content';

/** Moves focus without touching location.hash: the hash carries the search criteria. */
function skipToMainContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_CONTENT_ID)?.focus();
}

function ShellFrame({ environment }: { environment: ShellEnvironment }) {
  const { t } = useTranslation();
  usePageMetaSync(environment.bus);
  return (
    <>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={skipToMainContent}>
        {t('app.skipToContent')}
      </a>
      <ScrollToTop />
      <Header />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <ShellRoutes />
      </main>
      <Footer />
    </>
  );
}

interface ShellAppProps {
  environment: ShellEnvironment;
  i18n: i18n;
}

/** The frame and its routes. The router comes from outside (BrowserRouter in the page, MemoryRouter in tests). */
export function ShellApp({ environment, i18n }: ShellAppProps) {
  return (
    <ShellEnvironmentContext.Provider value={environment}>
      <I18nextProvider i18n={i18n}>
        <CrashBoundary homeHref={hrefFor(environment.locale, { kind: 'home' })} reportError={environment.reportError}>
          <ShellFrame environment={environment} />
        </CrashBoundary>
      </I18nextProvider>
    </ShellEnvironmentContext.Provider>
  );
}
