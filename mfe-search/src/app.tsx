// single-spa lifecycles of this remote, mounted by the shell as a parcel (exposed as ./app).
import React, { startTransition } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AppRoot, type AppRootProps } from './app-root';
import { loadTexts } from './i18n/texts-store';
import { queryCacheWithEarlyResults } from './features/results/state/early-results-cache';

const lifecycles = singleSpaReact<AppRootProps>({
  React,
  ReactDOMClient,
  // The results page is laid out for the browser's own viewport and storage (phone or desktop
  // filters, recent searches, stored dates): it draws itself afresh over the server's markup, which
  // shows the page's frame and heading until then, rather than hydrating a layout it would not match.
  renderType: 'createRoot',
  rootComponent: AppRoot,
  // A render error stays inside this remote; the shell reports it and keeps the page.
  errorBoundary: (error, _info, props) => {
    props.reportError(error, 'mfe-search');
    return <p role="alert">{String(error)}</p>;
  },
});

export const { bootstrap, unmount } = lifecycles;

/**
 * The first render and the props handed over later (the hash's criteria) render as transitions:
 * React then draws the results page in short slices, yielding to the browser in between, instead
 * of in one long task that would keep a tap waiting.
 */
function inTransition<T>(work: () => Promise<T>): Promise<T> {
  let result: Promise<T> | undefined;
  startTransition(() => {
    result = work();
  });
  return result!;
}

// The page's texts come first: a mount or an update never draws text keys. A results page whose
// search has already answered mounts with that answer in its cache (early-results-cache.ts).
export const mount: typeof lifecycles.mount = (props) =>
  Promise.all([loadTexts(props.language), queryCacheWithEarlyResults(props)]).then(([, queryClient]) =>
    inTransition(() => lifecycles.mount(queryClient ? { ...props, queryClient } : props)),
  );
export const update: NonNullable<typeof lifecycles.update> = (props) =>
  loadTexts(props.language).then(() => inTransition(() => lifecycles.update!(props)));
