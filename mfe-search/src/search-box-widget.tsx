// single-spa lifecycles of the SearchBox widget (exposed as ./SearchBox), mounted by the shell for
// other remotes through mountWidget('mfe-search/SearchBox', …), e.g. in the home page's jumbotron.
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { QueryClient } from '@tanstack/react-query';
import type { WidgetProps } from '@escapade/shared-contracts/lifecycle';
import { MountProviders } from './context/mount-providers';
import { SearchBox } from './features/search-box/components/search-box';
import { loadTexts } from './i18n/texts-store';

export type SearchBoxWidgetMountProps = WidgetProps<'mfe-search/SearchBox'>;

/** The widget's mount: the same providers as the page (a filled query cache may be passed too). */
export function SearchBoxWidgetRoot({
  queryClient,
  ...props
}: SearchBoxWidgetMountProps & { queryClient?: QueryClient }) {
  const initialHash = props.initialHash ?? props.route.hash;
  return (
    <MountProviders props={props} queryClient={queryClient}>
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

export const { bootstrap, unmount } = lifecycles;

// The host page's language comes first (its own small chunk): the widget never draws text keys.
export const mount: typeof lifecycles.mount = (props) => loadTexts(props.language).then(() => lifecycles.mount(props));
export const update: NonNullable<typeof lifecycles.update> = (props) =>
  loadTexts(props.language).then(() => lifecycles.update!(props));
