// single-spa lifecycles of this remote, mounted by the shell as a parcel (exposed as ./app).
import React, { startTransition } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { AppRoot } from './app-root';

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

export const { bootstrap, unmount } = lifecycles;

/**
 * Props handed over after the mount (the hash's criteria, a new route) render as a transition:
 * React may then do that work, and the hydration it needs first, in short slices instead of one
 * long task that would keep a tap waiting.
 */
export const update: NonNullable<typeof lifecycles.update> = (props) => {
  let updating: Promise<unknown> = Promise.resolve();
  startTransition(() => {
    updating = lifecycles.update!(props);
  });
  return updating;
};

/** A mount given the server's query cache, into the markup the server made, hydrates it. */
export const mount: typeof lifecycles.mount = (props) => {
  renderType =
    props.serverState !== undefined && (props as { domElement?: HTMLElement }).domElement?.hasChildNodes()
      ? 'hydrateRoot'
      : 'createRoot';
  return lifecycles.mount(props);
};
