import { registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, satisfiesContract } from '@escapade/shared-contracts/lifecycle';
import type { Locale } from '@escapade/shared-contracts/locales';
import { isRemoteEnabled, type Registry, type RegistryEntry } from '@escapade/shared-contracts/registry';
import { REMOTE_NAMES, type RemoteName } from '@escapade/shared-contracts/routes';

export function enabledRemoteEntries(registry: Registry, locale: Locale): { remote: RemoteName; entry: RegistryEntry }[] {
  return REMOTE_NAMES.filter((remote) => isRemoteEnabled(registry, remote, locale)).map((remote) => ({
    remote,
    entry: registry.remotes[remote]!,
  }));
}

/**
 * Tells the Module Federation runtime where the remotes enabled for this locale live. Nothing is
 * downloaded yet: a manifest is fetched when a page first needs its remote. A remote built for an
 * incompatible contract still loads (it may well work), but the mismatch is said out loud.
 */
export function registerEnabledRemotes(
  registry: Registry,
  locale: Locale,
  reportError: (error: unknown, source: string) => void,
): RemoteName[] {
  const enabled = enabledRemoteEntries(registry, locale);
  for (const { remote, entry } of enabled) {
    if (!satisfiesContract(entry.contractRange)) {
      console.warn(
        `[shell] ${remote} ${entry.version} was built for contract ${entry.contractRange}; the shell provides ${CONTRACT_VERSION}.`,
      );
    }
  }
  try {
    registerRemotes(enabled.map(({ entry }) => ({ name: entry.federationName, entry: entry.manifestUrl })));
  } catch (error) {
    reportError(error, 'register-remotes');
  }
  return enabled.map(({ remote }) => remote);
}
