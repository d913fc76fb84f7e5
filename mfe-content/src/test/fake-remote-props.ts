import { createEventBus } from '@escapade/shared-contracts/event-bus';
import { DEFAULT_FLAGS, type RemoteProps } from '@escapade/shared-contracts/lifecycle';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import type { WidgetHandle } from '@escapade/shared-contracts/widgets';

export const TEST_API_BASE = 'https://api.test';

/** A hrefFor with a simple, readable URL scheme: /<kind>[/<id>][?query][#hash]. */
export function fakeHrefFor(target: RouteTarget): string {
  const query = new URLSearchParams(target.query ?? {}).toString();
  return `/${target.kind}${target.id ? `/${target.id}` : ''}${query ? `?${query}` : ''}${target.hash ? `#${target.hash}` : ''}`;
}

export interface FakeWidgetHandle extends WidgetHandle {
  update: jest.Mock<Promise<void>, Parameters<WidgetHandle['update']>>;
  unmount: jest.Mock<Promise<void>, []>;
}

export function createFakeWidgetHandle(): FakeWidgetHandle {
  return {
    update: jest.fn(async (_props: Parameters<WidgetHandle['update']>[0]) => {}),
    unmount: jest.fn(async () => {}),
  };
}

export type FakeRemoteProps = RemoteProps & {
  navigate: jest.Mock<void, Parameters<RemoteProps['navigate']>>;
  mountWidget: jest.Mock<Promise<WidgetHandle>, Parameters<RemoteProps['mountWidget']>>;
  reportError: jest.Mock<void, Parameters<RemoteProps['reportError']>>;
};

/** RemoteProps as the shell would pass them for the French home page; override what a test needs. */
export function createFakeRemoteProps(overrides: Partial<RemoteProps> = {}): FakeRemoteProps {
  return {
    locale: 'fr_FR',
    language: 'fr',
    pointOfSale: 'FR',
    flow: 'booking',
    careMode: false,
    flags: DEFAULT_FLAGS,
    route: { kind: 'home', search: '', hash: '', pathname: '/' },
    apiBase: TEST_API_BASE,
    hrefFor: fakeHrefFor,
    navigate: jest.fn(),
    bus: createEventBus(),
    mountWidget: jest.fn(async () => createFakeWidgetHandle()),
    reportError: jest.fn(),
    ...overrides,
  } as FakeRemoteProps;
}
