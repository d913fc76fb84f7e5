import { Suspense, lazy, memo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { HydrateWhenNeeded } from '../components/hydrate-when-needed';
import { useShellEnvironment } from '../context/shell-environment';
import { BannerArea } from '../features/banners/components/banner-area';
import { BoundaryOverlaySwitch } from '../features/boundaries/components/boundary-overlay-switch';
import { BannerBoundary } from '../features/banners/components/banner-boundary';
import { CareGate } from '../features/care-mode/components/care-gate';
import { CareNotice } from '../features/care-mode/components/care-notice';
import { CareSessionProvider } from '../features/care-mode/state/care-session-context';
import { CrashBoundary } from '../features/errors/components/crash-boundary';
import { ErrorAlertModal } from '../features/errors/components/error-alert-modal';
import { NewsletterAcquisition } from '../features/newsletter/components/newsletter-acquisition';
import { OverrideRibbon } from '../features/overrides/components/override-ribbon';
import { ScrollToTop } from '../features/routing/components/scroll-to-top';
import { PageViewTracker } from '../features/tracking/components/page-view-tracker';
import { RemoteLoadReporter } from '../features/tracking/components/remote-load-reporter';
import { FlagActivationReporter } from '../features/tracking/components/flag-activation-reporter';
import { usePageMetaSync } from '../hooks/use-page-meta-sync';
import { hrefFor } from '../utils/route-table';
import { Header } from './header';
import styles from './shell-app.module.css';

const MAIN_CONTENT_ID = 'main-content';

/** Moves focus without touching location.hash: the hash carries the search criteria. */
function skipToMainContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_CONTENT_ID)?.focus();
}

/**
 * The footer's code (its columns, newsletter form and cookie choices, with the widgets they use) is
 * a download of its own: a page needs none of it to show or to answer its first taps.
 */
const Footer = lazy(() =>
  import(/* webpackChunkName: "footer" */ '../features/footer/components/footer').then((module) => ({
    default: module.Footer,
  })),
);

/**
 * The footer lies below the first screen: on a server-rendered page it hydrates when the visitor
 * nears it, taps or types, or moves to another page (its links work as plain links until then),
 * and its code downloads then. Memoised so the frame's own re-renders do not reach it while it waits.
 */
const DeferredFooter = memo(function DeferredFooter() {
  return (
    <HydrateWhenNeeded>
      <Footer />
    </HydrateWhenNeeded>
  );
});

function ShellFrame() {
  const { t } = useTranslation();
  const { reportError } = useShellEnvironment();
  usePageMetaSync();
  return (
    <>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={skipToMainContent}>
        {t('app.skipToContent')}
      </a>
      <ScrollToTop />
      <PageViewTracker />
      <RemoteLoadReporter />
      <FlagActivationReporter />
      <OverrideRibbon />
      <CareNotice />
      {/*
        Each part of the frame is its own Suspense boundary: React hydrates the server's markup of
        one boundary after the other, yielding to the browser in between, instead of in one long
        task that would keep a tap waiting. None of them suspends in the browser.
      */}
      <Suspense>
        <Header />
      </Suspense>
      {/* Each banner has its own boundary; this one catches what goes wrong in choosing them. */}
      <BannerBoundary source="banner-area" reportError={reportError}>
        <Suspense>
          <BannerArea />
        </Suspense>
      </BannerBoundary>
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <DeferredFooter />
      <NewsletterAcquisition />
      <ErrorAlertModal />
      <BoundaryOverlaySwitch />
    </>
  );
}

/**
 * The element of the root route: the crash page stands in for anything that breaks, and in
 * customer-care mode the operator signs in before the frame and its pages show.
 */
export function ShellRoot() {
  const { locale, reportError, careSession } = useShellEnvironment();
  return (
    <CrashBoundary homeHref={hrefFor(locale, { kind: 'home' })} reportError={reportError}>
      <CareSessionProvider initialSession={careSession ?? null}>
        <CareGate>
          <ShellFrame />
        </CareGate>
      </CareSessionProvider>
    </CrashBoundary>
  );
}
