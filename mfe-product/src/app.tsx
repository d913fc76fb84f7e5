// single-spa lifecycles of this remote, mounted by the shell as a parcel (exposed as ./app).
import React, { startTransition } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { AppRoot } from './app-root';
import { loadTexts } from './i18n/texts-store';
import { pages } from './pages/page-modules';
import { startServerMarkupHydration } from '@escapade/shared-contracts/server-markup-hydration';
import { DrawnPages } from '@escapade/shared-contracts/same-page-props';

/** How the next mount draws: over the server's markup of the route (hydrate), or from nothing. */
let renderType: 'hydrateRoot' | 'createRoot' = 'createRoot';

const lifecycles = singleSpaReact<RemoteProps>({
  React,
  ReactDOMClient,
  renderType: () => renderType,
  rootComponent: AppRoot,
  // A render error stays inside this remote; the shell reports it and keeps the page.
  errorBoundary: (error, _info, props) => {
    props.reportError(error, 'mfe-product');
    return <p role="alert">{String(error)}</p>;
  },
});

export const { bootstrap } = lifecycles;

/** What each mounted parcel shows: props that show the same page again are not handed to React. */
const drawnPages = new DrawnPages();

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

/**
 * The shell hands over its own props after the mount (equal to the server's, in new objects) and on
 * every change of route, locale or flags; only those that show another page are drawn.
 */
export const update: NonNullable<typeof lifecycles.update> = (props) => {
  if (drawnPages.showsDrawnPage(props.name, props)) return Promise.resolve();
  return loadPageAndTexts(props).then(() => {
    drawnPages.drawing(props.name, props);
    return inTransition(() => lifecycles.update!(props));
  });
};

export const unmount: typeof lifecycles.unmount = (props) => {
  drawnPages.forget(props.name);
  return lifecycles.unmount(props);
};

/** A mount given the server's query cache, into the markup the server made, hydrates it. */
export const mount: typeof lifecycles.mount = (props) =>
  // The page's texts and code come first: a mount never draws text keys, and a hydration draws the
  // server's markup with the page's code already there.
  loadPageAndTexts(props).then(() => {
    renderType =
      props.serverState !== undefined && (props as { domElement?: HTMLElement }).domElement?.hasChildNodes()
        ? 'hydrateRoot'
        : 'createRoot';
    if (renderType === 'hydrateRoot') startServerMarkupHydration();
    drawnPages.drawing(props.name, props);
    return inTransition(() => lifecycles.mount(props));
  });
