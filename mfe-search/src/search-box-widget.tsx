// single-spa lifecycles of the SearchBox widget (exposed as ./SearchBox), mounted by the shell for
// other remotes through mountWidget('mfe-search/SearchBox', …), e.g. in the home page's jumbotron.
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { WidgetProps } from '@escapade/shared-contracts/lifecycle';
import { MountProviders } from './context/mount-providers';
import { SearchBox } from './features/search-box/components/search-box';

export type SearchBoxWidgetMountProps = WidgetProps<'mfe-search/SearchBox'>;

export function SearchBoxWidgetRoot(props: SearchBoxWidgetMountProps) {
  const initialHash = props.initialHash ?? props.route.hash;
  return (
    <MountProviders props={props}>
      {/* New criteria from the host (an update) start a fresh form. */}
      <SearchBox
        key={`${props.flow}#${initialHash}`}
        flow={props.flow}
        initialHash={initialHash}
        variant={props.variant ?? 'jumbotron'}
      />
    </MountProviders>
  );
}

const lifecycles = singleSpaReact<SearchBoxWidgetMountProps>({
  React,
  ReactDOMClient,
  rootComponent: SearchBoxWidgetRoot,
  errorBoundary: (error, _info, props) => {
    props.reportError(error, 'mfe-search/SearchBox');
    return <p role="alert">{String(error)}</p>;
  },
});

export const { bootstrap, mount, unmount, update } = lifecycles;
