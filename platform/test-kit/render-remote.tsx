/**
 * Renders an app's UI the way the shell mounts it: with fake remote props for a locale (French
 * unless told), so each app's own providers pick that locale's texts and formats.
 */
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { fakeRemoteProps, type FakeRemoteProps, type RemotePropsOverrides } from './fake-remote-props';

export interface RenderedRemote extends RenderResult {
  props: FakeRemoteProps;
  /** Renders again with some props changed, as the shell does when the route or locale changes. */
  rerenderWith(changes: Partial<RemoteProps>): void;
}

/**
 * Renders a remote's root component (the one its lifecycles mount) with fake props. Props built
 * with `fakeRemoteProps` beforehand keep their mocks.
 */
export function renderRemote(Root: ComponentType<RemoteProps>, overrides: RemotePropsOverrides = {}): RenderedRemote {
  const props = fakeRemoteProps(overrides);
  const view = render(<Root {...props} />);
  return {
    ...view,
    props,
    rerenderWith: (changes) => view.rerender(<Root {...props} {...changes} />),
  };
}

/** The providers an app wraps around each mount (remote props context, store, i18n). */
export type MountProvidersComponent = ComponentType<{ props: RemoteProps; children: ReactNode }>;

/** Renders a piece of an app inside that app's mount providers, with fake props. */
export function renderInMount(
  ui: ReactElement,
  Providers: MountProvidersComponent,
  overrides: RemotePropsOverrides = {},
): RenderResult & { props: FakeRemoteProps } {
  const props = fakeRemoteProps(overrides);
  return { ...render(<Providers props={props}>{ui}</Providers>), props };
}
