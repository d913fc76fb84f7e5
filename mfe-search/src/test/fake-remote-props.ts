import { createEventBus } from '@escapade/shared-contracts/event-bus';
import { DEFAULT_FLAGS, type RemoteProps } from '@escapade/shared-contracts/lifecycle';
import type { CurrentRoute, RouteTarget } from '@escapade/shared-contracts/routes';

export const TEST_API_BASE = 'http://api.test';

/**
 * Remote props as the shell would pass them, with a readable hrefFor
 * (/<kind>[/<id>][?query][#hash]) and jest mocks to assert navigation and errors.
 */
export function fakeRemoteProps(
  overrides: Partial<Omit<RemoteProps, 'route'>> & { route?: Partial<CurrentRoute> } = {},
): RemoteProps & {
  navigate: jest.Mock;
  reportError: jest.Mock;
} {
  const { route, ...rest } = overrides;
  const hrefFor = (target: RouteTarget): string => {
    const query = new URLSearchParams(target.query ?? {}).toString();
    return `/${target.kind}${target.id ? `/${target.id}` : ''}${query ? `?${query}` : ''}${target.hash ? `#${target.hash}` : ''}`;
  };
  return {
    locale: 'fr_FR',
    language: 'fr',
    pointOfSale: 'FR',
    flow: 'booking',
    careMode: false,
    flags: DEFAULT_FLAGS,
    apiBase: TEST_API_BASE,
    bus: createEventBus(),
    hrefFor,
    navigate: jest.fn(),
    reportError: jest.fn(),
    mountWidget: jest.fn(),
    ...rest,
    route: { kind: 'search', search: '', hash: '', pathname: '/recherche', ...route },
  } as RemoteProps & { navigate: jest.Mock; reportError: jest.Mock };
}
