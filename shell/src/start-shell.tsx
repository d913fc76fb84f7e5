/**
 * Shell start-up: resolve the site from the host name, read the registry, register the remotes
 * enabled for this locale, start single-spa, render the frame. Evaluated by bootstrap.tsx in a task
 * of its own.
 */
import './utils/zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import type { KyInstance } from 'ky';
import { addErrorHandler, start } from 'single-spa';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { createEventBus } from '@escapade/shared-contracts/event-bus';
import { DEFAULT_FLAGS, type Flags } from '@escapade/shared-contracts/lifecycle';
import { bcp47, languageOf, resolveSite, type Locale } from '@escapade/shared-contracts/locales';
import type { Registry } from '@escapade/shared-contracts/registry';
import { SERVER_STATE_ELEMENT_ID } from '@escapade/shared-contracts/server-render';
import { ShellApp } from './app/shell-app';
import { ShellRoutes } from './app/shell-routes';
import type { ShellEnvironment } from './context/shell-environment';
import { ServerOutletContext, serverOutletSource, type ServerOutletSource } from './context/server-outlet';
import type { ShellServerState } from './server';
import { getRegistry } from './features/composition/api/get-registry';
import { registerEnabledRemotes } from './features/composition/utils/register-remotes';
import type { CareSession } from './context/care-session';
import { verifyStoredCareSession } from './features/care-mode/utils/care-session';
import { createErrorReporter, createLogsTransport } from './features/errors/utils/report-error';
import { applyFlagOverrides, readFlagOverrides } from './features/flags/utils/flag-overrides';
import { getFlags } from './features/locale/api/get-flags';
import { BelgianSplashPage } from './features/locale/components/belgian-splash-page';
import { API_BASE } from './utils/api-base';
import { isCareModeHost } from './utils/care-mode-host';
import { saveReferralIdsFromUrl } from './features/tracking/utils/referral-ids';
import { startTrackingTransport } from './features/tracking/utils/tracking-transport';
import { createI18n } from './i18n/create-i18n';
import { loadTexts } from './i18n/load-texts';
import { pageLanguage } from './i18n/page-language';
import {
  closeDeferredHydration,
  openDeferredHydrationOnFirstInput,
  openDeferredHydrationOnHistoryMove,
} from './utils/deferred-hydration-gate';
import { yieldToBrowser } from './utils/yield-to-browser';

type ReportError = (error: unknown, source: string) => void;

async function loadRegistry(reportError: ReportError): Promise<{ registry: Registry; loaded: boolean }> {
  try {
    return { registry: await getRegistry(), loaded: true };
  } catch (error) {
    reportError(error, 'registry');
    return { registry: { generatedAt: '', remotes: {} }, loaded: false };
  }
}

async function loadFlags(api: KyInstance, locale: Locale, reportError: ReportError): Promise<Flags> {
  try {
    return await getFlags(api, { locale });
  } catch (error) {
    reportError(error, 'flags');
    return DEFAULT_FLAGS;
  }
}

async function loadCareSession(api: KyInstance, careMode: boolean): Promise<CareSession | null> {
  return careMode ? verifyStoredCareSession(api) : null;
}

/** What the server rendered this page with, when it did (the edge writes it after the markup). */
function readServerState(): ShellServerState | null {
  const text = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ShellServerState;
  } catch {
    return null;
  }
}

/** The server's markup of the route's remote, exactly as the page holds it. */
function serverOutletOf(container: HTMLElement, state: ShellServerState): ServerOutletSource | null {
  if (!state.outlet) return null;
  const mountPoint = container.querySelector(`[data-remote="${state.outlet.remote}"] > [data-mount-point]`);
  return mountPoint ? serverOutletSource({ ...state.outlet, html: mountPoint.innerHTML }) : null;
}

const sameFlags = (a: Flags, b: Flags) => JSON.stringify(a) === JSON.stringify(b);

async function boot(container: HTMLElement): Promise<void> {
  const site = resolveSite(window.location.hostname, window.location.pathname);
  // Before anything else: the landing address carries them, and the splash page may be left at once.
  saveReferralIdsFromUrl(window.location);
  const overrides = readFlagOverrides(window.location.search);

  if (site.kind === 'splash') {
    // The splash page speaks each of the country's languages.
    const languages = site.pointOfSale.locales.map(languageOf);
    const texts = await Promise.all(languages.map(loadTexts));
    document.documentElement.lang = bcp47(site.pointOfSale.locales[0]!);
    createRoot(container).render(
      <StrictMode>
        <I18nextProvider
          i18n={createI18n(
            pageLanguage(site),
            Object.fromEntries(languages.map((language, index) => [language, texts[index]])),
          )}
        >
          <BelgianSplashPage />
        </I18nextProvider>
      </StrictMode>,
    );
    document.documentElement.dataset.shell = 'ready';
    return;
  }

  const { locale } = site;
  // Asked for already by the first script (index.ts): this waits for that same download.
  const texts = await loadTexts(languageOf(locale));
  // The start-up code was just evaluated in one go: a tap waiting since then is answered first.
  await yieldToBrowser();
  document.documentElement.lang = bcp47(locale);
  // The shell's one api client: the calls before the first render and the frame's calls share it.
  const api = createApiClient(API_BASE);
  const reportError = createErrorReporter(locale, createLogsTransport(api));
  const bus = createEventBus((error, name) => reportError(error, `bus listener of ${name}`));
  const careMode = isCareModeHost(window.location.hostname);

  // A page the server rendered already says which remotes and flags it was made with: nothing to ask again.
  const serverState = careMode || !container.hasChildNodes() ? null : readServerState();
  const [{ registry, loaded }, apiFlags, careSession] = serverState
    ? [{ registry: serverState.registry, loaded: true }, serverState.flags, null]
    : await Promise.all([
        loadRegistry(reportError),
        loadFlags(api, locale, reportError),
        loadCareSession(api, careMode),
      ]);
  const flags = applyFlagOverrides(apiFlags, overrides);
  registerEnabledRemotes(registry, locale, reportError);

  // Parcel errors reach single-spa's handlers too; without one it rethrows them globally.
  addErrorHandler((error) => reportError(error, error.appOrParcelName || 'single-spa'));
  start({ urlRerouteOnly: true });

  const environment: ShellEnvironment = {
    locale,
    language: languageOf(locale),
    pointOfSale: site.pointOfSale.id,
    careMode,
    careSession,
    flags,
    registry,
    registryLoaded: loaded,
    bus,
    apiBase: API_BASE,
    api,
    reportError,
  };

  startTrackingTransport({ bus, locale, pointOfSale: site.pointOfSale.id, careMode, api, apiBase: API_BASE });
  // The set-up above and the first slice of rendering below are each a task of their own.
  await yieldToBrowser();

  // The tab's own flag overrides change what the page shows: then the browser draws it anew.
  const hydrating = serverState !== null && sameFlags(flags, serverState.flags);
  const serverOutlet = hydrating ? serverOutletOf(container, serverState) : null;
  if (hydrating) {
    // The footer keeps its server markup until needed (see utils/deferred-hydration-gate.ts). These
    // listeners come before the router's own, so a move in the history opens the gate before the
    // frame re-renders; the shell's navigate opens it itself.
    closeDeferredHydration();
    openDeferredHydrationOnFirstInput(document);
    openDeferredHydrationOnHistoryMove(window);
  }
  const app = (
    <StrictMode>
      <ServerOutletContext.Provider value={serverOutlet}>
        <ShellApp
          environment={environment}
          i18n={createI18n(environment.language, { [environment.language]: texts })}
          routing={
            <BrowserRouter>
              <ShellRoutes locale={locale} />
            </BrowserRouter>
          }
          queryClient={createQueryClient(serverState?.frame)}
        />
      </ServerOutletContext.Provider>
    </StrictMode>
  );
  if (hydrating) {
    // As a transition, React hydrates the frame in slices of a few milliseconds and answers a tap
    // in between (it then hydrates the part tapped first), instead of one task that holds the tap.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => reportError(error, 'hydration'),
      });
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
  // From here React answers what the visitor does, on parts still hydrating too (it hydrates the
  // part pressed first and replays the press). Journeys that drive the page wait for this mark.
  document.documentElement.dataset.shell = 'ready';
}

/** Starts the shop in the page's root element, when it has one. */
export function startShell(): void {
  const container = document.getElementById('root');
  if (container) void boot(container);
}
