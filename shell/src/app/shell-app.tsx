import type { MouseEvent } from 'react';
import type { i18n } from 'i18next';
import { useTranslation, I18nextProvider } from 'react-i18next';
import { CareGate } from '../features/care-mode/components/care-gate';
import { CareNotice } from '../features/care-mode/components/care-notice';
import { CareSessionProvider } from '../features/care-mode/state/care-session-context';
import { BannerArea } from '../features/banners/components/banner-area';
import { BannerBoundary } from '../features/banners/components/banner-boundary';
import { CrashBoundary } from '../features/errors/components/crash-boundary';
import { ErrorAlertModal } from '../features/errors/components/error-alert-modal';
import { Footer } from '../features/footer/components/footer';
import { Header } from './header';
import { NewsletterAcquisition } from '../features/newsletter/components/newsletter-acquisition';
import { usePageMetaSync } from '../hooks/use-page-meta-sync';
import { hrefFor } from '../utils/route-table';
import { ScrollToTop } from '../features/routing/components/scroll-to-top';
import { ShellRoutes } from './shell-routes';
import { PageViewTracker } from '../features/tracking/components/page-view-tracker';
import { ShellEnvironmentContext, type ShellEnvironment } from '../context/shell-environment';
import styles from './shell-app.module.css';

const MAIN_CONTENT_ID = 'main-content';

/** Moves focus without touching location.hash: the hash carries the search criteria. */
function skipToMainContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_CONTENT_ID)?.focus();
}

function ShellFrame({ environment }: { environment: ShellEnvironment }) {
  const { t } = useTranslation();
  const { reportError } = environment;
  usePageMetaSync();
  return (
    <>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={skipToMainContent}>
        {t('app.skipToContent')}
      </a>
      <ScrollToTop />
      <PageViewTracker />
      <CareNotice />
      <Header />
      {/* Each banner has its own boundary; this one catches what goes wrong in choosing them. */}
      <BannerBoundary source="banner-area" reportError={reportError}>
        <BannerArea />
      </BannerBoundary>
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <ShellRoutes />
      </main>
      <Footer />
      <NewsletterAcquisition />
      <ErrorAlertModal />
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
          <CareSessionProvider initialSession={environment.careSession ?? null}>
            <CareGate>
              <ShellFrame environment={environment} />
            </CareGate>
          </CareSessionProvider>
        </CrashBoundary>
      </I18nextProvider>
    </ShellEnvironmentContext.Provider>
  );
}
