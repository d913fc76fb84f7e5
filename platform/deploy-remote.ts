/**
 * Deploys a remote: copies its build to <cdn>/<remote>/<version>/ (never overwriting a version:
 * versioned folders are immutable), then records the deployment and points the registry at it,
 * together (one transaction where the registry is in the shop store's database, registry-store.ts).
 * The shell picks the new version up on the next page load, with no shell rebuild. Rollback points
 * the registry back at the deployment before the live one.
 * Source maps hold the whole source: they go to <local>/sourcemaps/<remote>/<version>/, outside
 * the cdn, where error reports can be decoded and no visitor can fetch them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CONTRACT_VERSION, satisfiesContract } from '@escapade/shared-contracts/lifecycle';
import { appDir, loadConfig, type PlatformConfig, type RemoteName } from './config';
import { buildApp } from './build';
import { publisherFor } from './cdn-publisher';
import { withRegistryStore, type DeployedEntry, type Deployment, type RegistryStore } from './registry-store';

/** The remote's deployments, oldest first, from the registry's store (the config's unless given). */
export function deploymentHistory(
  config: PlatformConfig,
  remote: RemoteName,
  registry?: RegistryStore,
): Promise<Deployment[]> {
  return withRegistryStore(config, (store) => store.history(remote), registry);
}

interface RemotePackage {
  version: string;
  escapade: { federationName: string; contractRange?: string };
}

function remotePackage(remote: RemoteName): RemotePackage {
  return JSON.parse(fs.readFileSync(path.join(appDir(remote), 'package.json'), 'utf8'));
}

/** The contract range a remote's package says it is built for ('^1.0.0' when it says none). */
function contractRangeOf(pkg: RemotePackage): string {
  return pkg.escapade.contractRange ?? '^1.0.0';
}

/** The registry entry of a deployed version of the remote. */
function entryOf(config: PlatformConfig, remote: RemoteName, version: string): DeployedEntry {
  const pkg = remotePackage(remote);
  return {
    federationName: pkg.escapade.federationName,
    version,
    manifestUrl: `${config.cdnOrigin}/${remote}/${version}/mf-manifest.json`,
    contractRange: contractRangeOf(pkg),
  };
}

/** A remote built for a contract the shell does not provide, refused by `npm run deploy` unless forced. */
export class ContractRefusedError extends Error {
  constructor(remote: RemoteName, contractRange: string) {
    super(
      `${remote} is built for contract ${contractRange}; the shell provides contract ${CONTRACT_VERSION}. ` +
        'The shell would not mount it: it is not deployed (--force deploys it anyway).',
    );
    this.name = 'ContractRefusedError';
  }
}

/**
 * Refuses a remote whose contract range leaves out the shell's contract (the shell would show its
 * unavailable panel instead). `force` lets it through, said out loud in the deploy's log.
 */
export function checkContract(
  remote: RemoteName,
  contractRange: string,
  options: { force?: boolean; warn?: (message: string) => void } = {},
): void {
  if (satisfiesContract(contractRange)) return;
  if (!options.force) throw new ContractRefusedError(remote, contractRange);
  (options.warn ?? console.warn)(
    `${remote}: deployed with --force although it is built for contract ${contractRange} and the shell provides ${CONTRACT_VERSION}; the shell will not mount it.`,
  );
}

// The local cdn folder's publishing, now one publisher among others (cdn-publisher.ts).
export { publishBuild, sourceMapDir } from './cdn-publisher';

/**
 * Builds (when stale, always with `rebuild`) and deploys the remote; returns its version, live once
 * this resolves. A remote built for another contract is refused before anything is built, unless
 * `force`. The registry is the config's (registryStoreFor) unless `options.registry` gives one,
 * which is left open.
 */
export async function deployRemote(
  remote: RemoteName,
  config: PlatformConfig = loadConfig(),
  options: { force?: boolean; rebuild?: boolean; registry?: RegistryStore } = {},
): Promise<string> {
  checkContract(remote, contractRangeOf(remotePackage(remote)), options);
  const hash = buildApp(remote, { force: options.rebuild });
  const version = `${remotePackage(remote).version}-${hash}`;
  // The cdn folder, or the bucket a CDN serves at config.cdnOrigin (CDN_S3_BUCKET), which the entry names.
  await publisherFor(config).publish(path.join(appDir(remote), 'dist'), remote, version);
  await withRegistryStore(
    config,
    (store) => store.recordDeployment(remote, entryOf(config, remote, version)),
    options.registry,
  );
  return version;
}

/** Points the registry at the deployment before the live one; returns its version. */
export function rollbackRemote(
  remote: RemoteName,
  config: PlatformConfig = loadConfig(),
  options: { registry?: RegistryStore } = {},
): Promise<string> {
  return withRegistryStore(
    config,
    (store) => store.rollBack(remote, (version) => entryOf(config, remote, version)),
    options.registry,
  );
}
