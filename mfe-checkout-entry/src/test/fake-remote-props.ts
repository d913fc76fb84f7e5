import { createEventBus } from '@escapade/shared-contracts/event-bus';
import { DEFAULT_FLAGS, type RemoteProps } from '@escapade/shared-contracts/lifecycle';
import type { CurrentRoute, RouteTarget } from '@escapade/shared-contracts/routes';

export const TEST_API_BASE = 'http://api.test';

/** A readable stand-in for the shell's URL scheme: /kind/id?query#hash. */
export function fakeHref(target: RouteTarget): string {
  const query = new URLSearchParams(target.query ?? {}).toString();
  return `/${target.kind}${target.id ? `/${target.id}` : ''}${query ? `?${query}` : ''}${target.hash ? `#${target.hash}` : ''}`;
}

/** RemoteProps as the shell would pass them, with spies for navigation and error reports. */
export function createFakeRemoteProps(
  route: Partial<CurrentRoute> & Pick<CurrentRoute, 'kind'>,
  overrides: Partial<RemoteProps> = {},
) {
  const props = {
    locale: 'fr_FR',
    language: 'fr',
    pointOfSale: 'FR',
    flow: 'booking',
    careMode: false,
    flags: DEFAULT_FLAGS,
    route: { search: '', hash: '', pathname: '/', ...route },
    apiBase: TEST_API_BASE,
    hrefFor: jest.fn(fakeHref),
    navigate: jest.fn(),
    bus: createEventBus(),
    mountWidget: jest.fn(async () => ({ update: async () => {}, unmount: async () => {} })),
    reportError: jest.fn(),
    ...overrides,
  } satisfies RemoteProps;
  return props;
}
