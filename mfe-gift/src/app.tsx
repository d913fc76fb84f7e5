// single-spa lifecycles of this remote, mounted by the shell as a parcel (exposed as ./app).
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { AppRoot } from './app-root';

const lifecycles = singleSpaReact<RemoteProps>({
  React,
  ReactDOMClient,
  rootComponent: AppRoot,
  // A render error stays inside this remote; the shell reports it and keeps the page.
  errorBoundary: (error, _info, props) => {
    props.reportError(error, 'mfe-gift');
    return <p role="alert">{String(error)}</p>;
  },
});

export const { bootstrap, mount, unmount, update } = lifecycles;
