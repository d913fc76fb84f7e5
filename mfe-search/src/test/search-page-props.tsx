/**
 * This remote's tests start on the search results page (/recherche) unless they say otherwise:
 * the test kit's fake props and render helper with that route and this remote's mount providers.
 */
import type { ReactElement } from 'react';
import {
  fakeRemoteProps,
  type FakeRemoteProps,
  type RemotePropsOverrides,
} from '../../../platform/test-kit/fake-remote-props';
import { renderInMount } from '../../../platform/test-kit/render-remote';
import { MountProviders } from '../context/mount-providers';

export const SEARCH_PAGE_ROUTE = { kind: 'search', pathname: '/recherche' } as const;

function onSearchPage(overrides: RemotePropsOverrides): RemotePropsOverrides {
  return { ...overrides, route: { ...SEARCH_PAGE_ROUTE, ...overrides.route } };
}

/** The shell's props on the search results page, with `overrides` applied. */
export function searchPageProps(overrides: RemotePropsOverrides = {}): FakeRemoteProps {
  return fakeRemoteProps(onSearchPage(overrides));
}

/** Renders a piece of this remote inside its mount providers, on the search results page unless told. */
export function renderSearchMount(ui: ReactElement, overrides: RemotePropsOverrides = {}) {
  return renderInMount(ui, MountProviders, onSearchPage(overrides));
}
