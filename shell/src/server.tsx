/**
 * The shell's server render: the whole page for one request, as the browser would first draw it
 * (header, banners, footer) with the route's remote inside, rendered by that remote's own server
 * bundle. The edge calls it with the request and a way to render a remote; the browser then
 * hydrates the same markup (start-shell.tsx).
 */
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { dehydrate } from '@tanstack/react-query';
import { StaticRouter } from 'react-router-dom';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { createEventBus, type PageMeta } from '@escapade/shared-contracts/event-bus';
import type { Flags } from '@escapade/shared-contracts/lifecycle';
import { bcp47, languageOf, resolveSite } from '@escapade/shared-contracts/locales';
import { isRemoteEnabled, type Registry } from '@escapade/shared-contracts/registry';
import { NOT_FOUND_KIND, REMOTE_FOR_ROUTE, type RemoteName } from '@escapade/shared-contracts/routes';
import type { ServerRemoteProps, ServerRenderResult } from '@escapade/shared-contracts/server-render';
import { ShellApp } from './app/shell-app';
import { ShellRoutes } from './app/shell-routes';
import { ServerOutletContext, serverOutletSource, type ServerOutlet } from './context/server-outlet';
import type { ShellEnvironment } from './context/shell-environment';
import { contractMismatchOf } from './features/composition/utils/contract-mismatch';
import { remotePropsFor } from './features/composition/utils/remote-props-for';
import { applyFlagOverrides, readFlagOverrides } from './features/flags/utils/flag-overrides';
import { countdownBannersQuery } from './features/banners/api/get-countdown-banners';
import { cmsFooterPartsQuery } from './features/footer/api/get-cms-footer-parts';
import { promoBarsQuery } from './features/banners/api/get-promo-bars';
import { announcementBannersQuery } from './features/banners/utils/load-announcement-banners';
import { serverBannerSanitizer } from './features/banners/utils/server-banner-sanitizer';
import { navLinksQuery, navTabsOf, navTabsQueryKey } from './features/inspirations/api/get-nav-links';
import { getFlags } from './features/locale/api/get-flags';
import { createI18n } from './i18n/create-i18n';
import { TRANSLATIONS } from './i18n/all-texts';
import { documentTitle } from './utils/apply-page-meta';
import { isCareModeHost } from './utils/care-mode-host';
import { currentRoute } from './utils/current-route';
import { headLinksFor, type PageLocation } from './utils/head-links';
import { routeWithAvailableFlow } from './utils/route-availability';
import { prefetchSharedFrameQuery, sharedFrameValue } from './utils/shared-frame-data';
import { matchRoute } from './utils/route-table';

export interface ShellServerRequest {
  /** Path and query of the request (the hash never reaches a server). */
  url: string;
  location: PageLocation;
  registry: Registry;
  /** Where the server reaches the api (the browser reaches it on the page's own origin). */
  apiOrigin: string;
  /** Renders a remote's route with its server bundle; null when it cannot (none, too slow, threw). */
  renderRemote(remote: RemoteName, props: ServerRemoteProps): Promise<ServerRenderResult | null>;
  reportError(error: unknown, source: string): void;
  /**
   * Aborted when the edge gives up on the page (its budget passed): the markup's render stops where
   * it is, and what it had not finished is left to the browser.
   */
  signal?: AbortSignal;
}

/** What the browser needs to take the page over without asking again. */
export interface ShellServerState {
  flags: Flags;
  registry: Registry;
  outlet: Omit<ServerOutlet, 'html'> | null;
  /** The frame's own query cache (promo bar, navigation), dehydrated. */
  frame: unknown;
}

export interface ShellServerPage {
  lang: string;
  /** <title>, description, robots, canonical, alternates and a paged list's prev and next. */
  head: string;
  /** The markup of the page's root element, as it is rendered. */
  body: AsyncIterable<string>;
  state: ShellServerState;
  /** 404 for a path no route matches, or a page whose remote says it names nothing. */
  status: 200 | 404;
}

/** A page that only leads elsewhere: the edge answers with a redirect to this path of the site. */
export interface ShellServerRedirect {
  redirect: string;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function headTags(meta: PageMeta, links: ReturnType<typeof headLinksFor>): string {
  return [
    `<title>${escapeHtml(documentTitle(meta.title))}</title>`,
    meta.description ? `<meta name="description" content="${escapeHtml(meta.description)}">` : '',
    meta.robots ? `<meta name="robots" content="${escapeHtml(meta.robots)}">` : '',
    links.canonical ? `<link rel="canonical" href="${escapeHtml(links.canonical)}">` : '',
    ...links.alternates.map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`,
    ),
    links.prev ? `<link rel="prev" href="${escapeHtml(links.prev)}">` : '',
    links.next ? `<link rel="next" href="${escapeHtml(links.next)}">` : '',
  ].join('');
}

/**
 * The markup of the page's root element as React renders it. All it shows is in hand before the
 * render starts (the remote's markup, the frame's data), so it is sent once complete (onAllReady):
 * a search engine and the edge's page cache get the whole markup, and React writes none of the
 * inline scripts of a streamed Suspense boundary (the page's policy admits no script without its
 * nonce). An aborted render ends with what it has; React leaves the rest to the browser.
 */
function renderedMarkup(
  element: ReactNode,
  signal: AbortSignal | undefined,
  reportError: ShellServerRequest['reportError'],
): AsyncIterable<string> {
  const output = new PassThrough();
  output.setEncoding('utf8');
  const stream = renderToPipeableStream(element, {
    // Every boundary in its place: React would otherwise move a large one to the end of the page,
    // with a script to put it back.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onAllReady: () => stream.pipe(output),
    onShellError: (error) => output.destroy(error instanceof Error ? error : new Error(String(error))),
    onError: (error) => reportError(error, 'page markup'),
  });
  if (signal?.aborted) stream.abort(signal.reason);
  else signal?.addEventListener('abort', () => stream.abort(signal.reason), { once: true });
  return output;
}

/** A path of this site (not another host: `//host` or a scheme), as a remote's redirect must be. */
function isSitePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** The page, or null for what only the browser renders (the Belgian splash, customer-care mode). */
export async function renderShellPage(
  request: ShellServerRequest,
): Promise<ShellServerPage | ShellServerRedirect | null> {
  const url = new URL(request.url, request.location.origin);
  const site = resolveSite(request.location.hostname, url.pathname);
  if (site.kind !== 'locale' || isCareModeHost(request.location.hostname)) return null;
  const { locale } = site;
  const api = createApiClient(request.apiOrigin);
  const frameQueries = createQueryClient();
  // The frame's content that sits above the page (announcements, promo bar, countdown, navigation)
  // comes with the page, so nothing moves when it arrives (the countdown's ticking figures start in
  // the browser); the announcements come sanitised here, so the browser needs no sanitiser for
  // them. What depends on the page's own context (targeted banner) stays the browser's. A failure
  // leaves it to the browser too.
  // The same for every visitor of the locale: kept a little while (shared-frame-data.ts).
  const [apiFlags] = await Promise.all([
    // Asked twice at most: a connection the api closed as it was reused would otherwise send the whole
    // page to the browser (in the browser the flags are asked once, so as never to hold the page).
    sharedFrameValue(locale, 'flags', () => getFlags(api, { locale }).catch(() => getFlags(api, { locale }))),
    prefetchSharedFrameQuery(
      frameQueries,
      locale,
      announcementBannersQuery(api, { locale, loadSanitizer: () => Promise.resolve(serverBannerSanitizer()) }),
    ),
    prefetchSharedFrameQuery(frameQueries, locale, promoBarsQuery(api, { locale })),
    prefetchSharedFrameQuery(frameQueries, locale, countdownBannersQuery(api, { locale })),
    prefetchSharedFrameQuery(frameQueries, locale, navLinksQuery(api, { locale })),
  ]);
  // The navigation's whole tree is a third of the home page's markup; the page's first draw shows the tabs
  // alone, and the browser asks the tree itself (use-nav-links.ts).
  const navTreeKey = navLinksQuery(api, { locale }).queryKey;
  const navTree = frameQueries.getQueryData(navTreeKey);
  if (navTree) {
    frameQueries.setQueryData(navTabsQueryKey(locale), navTabsOf(navTree));
    frameQueries.removeQueries({ queryKey: navTreeKey, exact: true });
  }
  // Only the address's overrides: those a tab keeps are the browser's to apply (it then draws anew).
  const flags = applyFlagOverrides(apiFlags, readFlagOverrides(url.search, null));
  const environment: ShellEnvironment = {
    locale,
    language: languageOf(locale),
    pointOfSale: site.pointOfSale.id,
    careMode: false,
    careSession: null,
    flags,
    registry: request.registry,
    registryLoaded: true,
    bus: createEventBus((error, name) => request.reportError(error, `bus listener of ${name}`)),
    // The page's own origin in the markup (image addresses), as in the browser.
    apiBase: '',
    api,
    reportError: request.reportError,
    serverLocation: request.location,
  };

  const matched = matchRoute(locale, url.pathname);
  // A path no route matches is the 404 page, whose body the content remote draws too.
  const kind = matched?.kind ?? NOT_FOUND_KIND;
  let status: ShellServerPage['status'] = matched ? 200 : 404;
  let outlet: ServerOutlet | null = null;
  let meta: PageMeta = { title: '' };
  const remote = REMOTE_FOR_ROUTE[kind];
  const enabled = isRemoteEnabled(request.registry, remote, locale);
  const refusal = enabled ? contractMismatchOf(remote, request.registry.remotes[remote]!) : null;
  // A version built for another contract is not rendered here either: the browser shows its panel.
  if (refusal) request.reportError(refusal, `${remote} (server render)`);
  if (enabled && !refusal) {
    const route = routeWithAvailableFlow(
      environment,
      currentRoute(kind, matched?.id, { pathname: url.pathname, search: url.search, hash: '' }),
    );
    const { mountWidget: _browserOnly, ...props } = remotePropsFor(environment, route, {
      navigate: () => undefined,
      mountWidget: () => Promise.reject(new Error('widgets mount in the browser')),
    });
    // The footer's parts a CMS page asks for are read from the CMS here, as the browser's first
    // draw reads them from the frame's cache: the page announces them only once it runs in the browser.
    const footerParts = cmsFooterPartsQuery(api, locale, route);
    let renderMs = 0;
    const renderStarted = performance.now();
    const [rendered] = await Promise.all([
      request.renderRemote(remote, props).finally(() => {
        renderMs = Math.round(performance.now() - renderStarted);
      }),
      footerParts && route.kind === 'home'
        ? prefetchSharedFrameQuery(frameQueries, locale, footerParts)
        : footerParts && frameQueries.prefetchQuery(footerParts),
    ]);
    if (rendered?.redirect && isSitePath(rendered.redirect)) return { redirect: rendered.redirect };
    if (rendered) {
      outlet = {
        remote,
        html: rendered.html,
        serverState: rendered.state,
        route,
        flags,
        hydrate: rendered.hydrate !== false,
        renderMs,
      };
      if (rendered.meta) meta = rendered.meta;
      if (rendered.status === 404) status = 404;
    }
  }

  const body = renderedMarkup(
    <ServerOutletContext.Provider value={outlet && serverOutletSource(outlet)}>
      <ShellApp
        environment={environment}
        i18n={createI18n(environment.language, TRANSLATIONS)}
        queryClient={frameQueries}
        routing={
          <StaticRouter location={`${url.pathname}${url.search}`}>
            <ShellRoutes locale={locale} />
          </StaticRouter>
        }
      />
    </ServerOutletContext.Provider>,
    request.signal,
    request.reportError,
  );
  const links = headLinksFor(meta, {
    locale,
    pathname: url.pathname,
    route: matched,
    location: request.location,
    isServedIn: (otherLocale, kind) => isRemoteEnabled(request.registry, REMOTE_FOR_ROUTE[kind], otherLocale),
  });
  return {
    lang: bcp47(locale),
    head: headTags(meta, links),
    body,
    status,
    state: {
      flags,
      registry: request.registry,
      outlet: outlet && {
        remote: outlet.remote,
        serverState: outlet.serverState,
        route: outlet.route,
        flags,
        hydrate: outlet.hydrate,
        renderMs: outlet.renderMs,
      },
      frame: dehydrate(frameQueries),
    },
  };
}
