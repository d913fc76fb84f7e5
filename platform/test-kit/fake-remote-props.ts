/**
 * The props the shell passes to a remote (or a widget), for tests: readable links, a real event
 * bus, and jest mocks for everything a test asserts on (navigation, widgets, error reports).
 */
import { createEventBus } from '@escapade/shared-contracts/event-bus';
import { DEFAULT_FLAGS, type RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { languageOf, pointOfSaleOf } from '@escapade/shared-contracts/locales';
import type { CurrentRoute, RouteTarget } from '@escapade/shared-contracts/routes';
import type { WidgetHandle } from '@escapade/shared-contracts/widgets';

/** The api base every fake remote talks to; the api mock answers on it by default. */
export const TEST_API_BASE = 'http://api.test';

/** A readable stand-in for the shell's URL scheme: /<kind>[/<id>][?query][#hash]. */
export function fakeHrefFor(target: RouteTarget): string {
  const query = new URLSearchParams(target.query ?? {}).toString();
  return `/${target.kind}${target.id ? `/${target.id}` : ''}${query ? `?${query}` : ''}${target.hash ? `#${target.hash}` : ''}`;
}

export interface FakeWidgetHandle extends WidgetHandle {
  update: jest.Mock<Promise<void>, Parameters<WidgetHandle['update']>>;
  unmount: jest.Mock<Promise<void>, []>;
}

/** A mounted widget whose update and unmount calls a test can read. */
export function fakeWidgetHandle(): FakeWidgetHandle {
  return {
    update: jest.fn<Promise<void>, Parameters<WidgetHandle['update']>>(async () => {}),
    unmount: jest.fn<Promise<void>, []>(async () => {}),
  };
}

export type FakeRemoteProps = RemoteProps & {
  hrefFor: jest.Mock<string, [RouteTarget]>;
  navigate: jest.Mock<void, Parameters<RemoteProps['navigate']>>;
  mountWidget: jest.Mock<Promise<WidgetHandle>, Parameters<RemoteProps['mountWidget']>>;
  reportError: jest.Mock<void, Parameters<RemoteProps['reportError']>>;
};

/** What a test may change: any prop, and only the parts of the route it cares about. */
export type RemotePropsOverrides = Partial<Omit<RemoteProps, 'route'>> & { route?: Partial<CurrentRoute> };

/**
 * Remote props as the shell passes them on the French home page, with `overrides` applied. Giving
 * a `locale` alone also sets its language and point of sale. Passing props built earlier keeps
 * their mocks and bus, so a test can prepare a mock before rendering.
 */
export function fakeRemoteProps(overrides: RemotePropsOverrides = {}): FakeRemoteProps {
  const { route, ...rest } = overrides;
  const locale = rest.locale ?? 'fr_FR';
  return {
    locale,
    language: languageOf(locale),
    pointOfSale: pointOfSaleOf(locale).id,
    flow: 'booking',
    careMode: false,
    flags: DEFAULT_FLAGS,
    apiBase: TEST_API_BASE,
    hrefFor: jest.fn(fakeHrefFor),
    navigate: jest.fn(),
    bus: createEventBus(),
    mountWidget: jest.fn(async () => fakeWidgetHandle()),
    reportError: jest.fn(),
    ...rest,
    route: { kind: 'home', search: '', hash: '', pathname: '/', ...route },
  } as FakeRemoteProps;
}
