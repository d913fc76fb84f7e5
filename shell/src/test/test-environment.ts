import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createEventBus } from '@escapade/shared-contracts/event-bus';
import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';
import { LOCALES, languageOf, pointOfSaleOf, type Locale } from '@escapade/shared-contracts/locales';
import type { Registry, RegistryEntry } from '@escapade/shared-contracts/registry';
import { REMOTE_NAMES, type RemoteName } from '@escapade/shared-contracts/routes';
import type { ShellEnvironment } from '../context/shell-environment';

export function registryEntry(remote: RemoteName, enabledLocales: Locale[] = [...LOCALES]): RegistryEntry {
  const federationName = remote.replace(/-/g, '_');
  return {
    federationName,
    version: '1.0.0',
    manifestUrl: `http://cdn.test/${remote}/1.0.0/mf-manifest.json`,
    enabledLocales,
    contractRange: '^1.0.0',
  };
}

/** Every remote enabled everywhere, unless `disabled` lists some. */
export function testRegistry(disabled: RemoteName[] = []): Registry {
  const remotes: Registry['remotes'] = {};
  for (const remote of REMOTE_NAMES) if (!disabled.includes(remote)) remotes[remote] = registryEntry(remote);
  return { generatedAt: '2025-01-01T00:00:00Z', remotes };
}

export function testEnvironment(overrides: Partial<ShellEnvironment> = {}): ShellEnvironment {
  const locale = overrides.locale ?? 'fr_FR';
  const apiBase = overrides.apiBase ?? '';
  return {
    locale,
    language: languageOf(locale),
    pointOfSale: pointOfSaleOf(locale).id,
    careMode: false,
    flags: DEFAULT_FLAGS,
    registry: testRegistry(),
    registryLoaded: true,
    bus: createEventBus(),
    apiBase,
    api: createApiClient(apiBase),
    reportError: jest.fn(),
    ...overrides,
  };
}
