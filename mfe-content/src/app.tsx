// single-spa lifecycles of this remote, mounted by the shell as a parcel (exposed as ./app).
import React, { startTransition } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { AppRoot } from './app-root';
import { loadTexts } from './i18n/texts-store';
import { pages } from './pages/page-modules';
import { startServerMarkupHydration } from '@escapade/shared-contracts/server-markup-hydration';
import { drawingOnlyNewPages } from '@escapade/shared-contracts/same-page-props';

/** How the next mount draws: over the server's markup of the route (hydrate), or from nothing. */
let renderType: 'hydrateRoot' | 'createRoot' = 'createRoot';

const lifecycles = singleSpaReact<RemoteProps>({
  React,
  ReactDOMClient,
  renderType: () => renderType,
  rootComponent: AppRoot,
  // A render error stays inside this remote; the shell reports it and keeps the page.
  errorBoundary: (error, _info, props) => {
    props.reportError(error, 'mfe-content');
    return <p role="alert">{String(error)}</p>;
  },
});

/**
 * The first render (or hydration) and the props handed over later (the hash's criteria, a new
 * route) render as transitions: React then does that work in short slices, yielding to the browser
 * in between, instead of in one long task that would keep a tap waiting.
 */
function inTransition<T>(work: () => Promise<T>): Promise<T> {
  let result: Promise<T> | undefined;
  startTransition(() => {
    result = work();
  });
  return result!;
}

/** The page's texts and the route's page come before a draw: a route's first visit downloads its page. */
const loadPageAndTexts = (props: RemoteProps) => Promise.all([loadTexts(props.language), pages.load(props.route.kind)]);

const updateOnceLoaded: NonNullable<typeof lifecycles.update> = (props) =>
  loadPageAndTexts(props).then(() => inTransition(() => lifecycles.update!(props)));

/** A mount given the server's query cache, into the markup the server made, hydrates it. */
const mountOnceLoaded: typeof lifecycles.mount = (props) =>
  // The page's texts and code come first: a mount never draws text keys, and a hydration draws the
  // server's words with the page's code already there.
  loadPageAndTexts(props).then(() => {
    renderType =
      props.serverState !== undefined && (props as { domElement?: HTMLElement }).domElement?.hasChildNodes()
        ? 'hydrateRoot'
        : 'createRoot';
    if (renderType === 'hydrateRoot') startServerMarkupHydration();
    return inTransition(() => lifecycles.mount(props));
  });

// The shell hands over its own props after the mount (equal to the server's, in new objects) and on
// every change of route, locale or flags; only those that show another page are drawn.
export const { bootstrap, mount, update, unmount } = drawingOnlyNewPages({
  ...lifecycles,
  mount: mountOnceLoaded,
  update: updateOnceLoaded,
});
