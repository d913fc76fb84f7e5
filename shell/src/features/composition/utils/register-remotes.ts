import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { Locale } from '@escapade/shared-contracts/locales';
import { isRemoteEnabled, type Registry, type RegistryEntry } from '@escapade/shared-contracts/registry';
import { REMOTE_NAMES, type RemoteName } from '@escapade/shared-contracts/routes';
import { contractMismatchOf } from './contract-mismatch';

export function enabledRemoteEntries(
  registry: Registry,
  locale: Locale,
): { remote: RemoteName; entry: RegistryEntry }[] {
  return REMOTE_NAMES.filter((remote) => isRemoteEnabled(registry, remote, locale)).map((remote) => ({
    remote,
    entry: registry.remotes[remote]!,
  }));
}

/**
 * Tells the Module Federation runtime where the remotes enabled for this locale live. Nothing is
 * downloaded yet: a manifest is fetched when a page first needs its remote. A remote built for
 * another contract is left out: it is refused where it would be mounted (loadParcelLifecycles).
 */
export function registerEnabledRemotes(
  registry: Registry,
  locale: Locale,
  reportError: (error: unknown, source: string) => void,
): RemoteName[] {
  const enabled = enabledRemoteEntries(registry, locale);
  const compatible = enabled.filter(({ remote, entry }) => !contractMismatchOf(remote, entry));
  try {
    registerRemotes(compatible.map(({ entry }) => ({ name: entry.federationName, entry: entry.manifestUrl })));
  } catch (error) {
    reportError(error, 'register-remotes');
  }
  return enabled.map(({ remote }) => remote);
}

/** Where a remote lives (enough to register it with the federation runtime), and what it was built for. */
export type RemoteLocation = Pick<RegistryEntry, 'federationName' | 'manifestUrl' | 'version' | 'contractRange'>;

/** The folder of a remote's files: its manifest's URL without the file name. */
function remoteFilesBase(manifestUrl: string): string {
  return manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
}

/**
 * Makes the next load of a remote start from nothing, after a failed one. The runtime keeps the
 * container it loaded (and its module instances): a container whose mount rejected would be handed
 * out again, so the remote is registered again with `force`, which drops the container, its
 * manifest and its entry global. Script elements of the remote still in the page go too: the
 * runtime reuses an element with the same src, and the failed attempt's own script timeout would
 * later cut the new attempt's handlers off it. (A script that already ran loses nothing; one still
 * loading still runs, into the abandoned attempt.)
 */
export function registerRemoteAfresh(remote: RemoteLocation): void {
  const base = remoteFilesBase(remote.manifestUrl);
  for (const script of Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'))) {
    if (script.src.startsWith(base)) script.remove();
  }
  // A stylesheet of the remote that never loaded (the page's own link, made by the server, when
  // the cdn was down) would be taken for loaded by the remote's code: it goes, so it is asked again.
  for (const link of Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))) {
    if (link.href.startsWith(base) && !link.sheet) link.remove();
  }
  registerRemotes([{ name: remote.federationName, entry: remote.manifestUrl }], { force: true });
}
