/**
 * Server rendering contract. Each remote ships, beside its browser build, a server bundle
 * (`server/server.js` in its versioned folder) exporting `renderRoute`: it renders the route it is
 * given to HTML, with the api data it fetched, and returns that data dehydrated so the browser mounts
 * the same page from it without asking the api again.
 */
import type { PageMeta } from './event-bus';
import type { RemoteProps } from './lifecycle';

/**
 * Marks the box of a server-rendered part that React has not hydrated yet and that hydrates on the
 * shopper's first press inside it (a section below the first screen waiting to be neared). A press
 * held before the page's code came (platform/early-press-replay.ts) is made again on such a part's
 * buttons as soon as its remote has mounted: that press is what makes React hydrate the part and
 * answer it, so waiting for React to hold the button first would only delay it.
 */
export const HYDRATES_ON_PRESS_ATTRIBUTE = 'data-hydrates-on-press';

/** Path of a remote's server bundle inside its versioned folder. */
export const SERVER_BUNDLE_PATH = 'server/server.js';

/** What a remote's server render gives back for one route. */
export interface ServerRenderResult {
  /** The route's markup, which the browser hydrates. */
  html: string;
  /** The query cache it filled (TanStack Query's dehydrated state): JSON only. */
  state: unknown;
  /** The head tags the page announces, when its data names them (a stay's title). */
  meta?: PageMeta;
  /**
   * False when the browser draws the route afresh over this markup instead of hydrating it (a
   * page laid out for the browser's own viewport): it then mounts with the page's own props at once.
   */
  hydrate?: boolean;
  /** 404 when the route names nothing that exists (an unknown page id, the not-found page itself). */
  status?: 404;
  /**
   * A page that is only a way elsewhere (a search landing, a campaign that ended): the edge answers
   * with a redirect to this path of the same site (it may carry a query and a #hash).
   */
  redirect?: string;
}

/** The props a server render gets: those of a browser mount but the browser-only ones. */
export type ServerRemoteProps = Omit<RemoteProps, 'mountWidget'>;

/** What the server knows beyond the props: where it reaches the api (the page reaches it on its own origin). */
export interface ServerRenderContext {
  apiOrigin: string;
  /**
   * Aborted when the edge gives up on this render (its time budget passed, or the page was
   * abandoned): the remote's api calls must stop with it, and so must the render. Absent from an
   * older edge.
   */
  signal?: AbortSignal;
}

export interface RemoteServerEntry {
  renderRoute(props: ServerRemoteProps, context: ServerRenderContext): Promise<ServerRenderResult>;
}

/** A server render has no widgets to mount: they are mounted by the browser once it has taken over. */
export function mountWidgetInBrowserOnly(): Promise<never> {
  return Promise.reject(new Error('widgets are mounted in the browser'));
}

/** Id of the <script type="application/json"> element that carries the server's state to the browser. */
export const SERVER_STATE_ELEMENT_ID = 'escapade-server-state';

/** Escapes JSON for a <script> element: `</script>` or `<!--` in a text can never end it early. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
