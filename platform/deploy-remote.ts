/**
 * Deploys a remote: copies its build to <cdn>/<remote>/<version>/ (never overwriting a version:
 * versioned folders are immutable) and points the registry at it. The shell picks the new version
 * up on the next page load, with no shell rebuild. Rollback points the registry back.
 */
import fs from 'node:fs';
import path from 'node:path';
import { appDir, loadConfig, type PlatformConfig, type RemoteName } from './config';
import { buildApp } from './build';
import { pointRemoteAt, readRegistry } from './registry-store';

interface Deployment {
  version: string;
  deployedAt: string;
}

function historyFile(config: PlatformConfig, remote: RemoteName): string {
  return path.join(config.cdnDir, remote, 'deployments.json');
}

export function deploymentHistory(config: PlatformConfig, remote: RemoteName): Deployment[] {
  const file = historyFile(config, remote);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Deployment[]) : [];
}

function remotePackage(remote: RemoteName): { version: string; escapade: { federationName: string; contractRange?: string } } {
  return JSON.parse(fs.readFileSync(path.join(appDir(remote), 'package.json'), 'utf8'));
}

function pointAt(config: PlatformConfig, remote: RemoteName, version: string): void {
  const pkg = remotePackage(remote);
  pointRemoteAt(config.registryFile, remote, {
    federationName: pkg.escapade.federationName,
    version,
    manifestUrl: `${config.cdnOrigin}/${remote}/${version}/mf-manifest.json`,
    contractRange: pkg.escapade.contractRange ?? '^1.0.0',
  });
}

export function deployRemote(remote: RemoteName, config: PlatformConfig = loadConfig(), options: { force?: boolean } = {}): string {
  const hash = buildApp(remote, options);
  const version = `${remotePackage(remote).version}-${hash}`;
  const target = path.join(config.cdnDir, remote, version);
  if (!fs.existsSync(target)) {
    const temp = `${target}.tmp-${process.pid}`;
    fs.cpSync(path.join(appDir(remote), 'dist'), temp, { recursive: true });
    fs.renameSync(temp, target);
  }
  const history = deploymentHistory(config, remote);
  if (history.at(-1)?.version !== version) {
    history.push({ version, deployedAt: new Date().toISOString() });
    fs.writeFileSync(historyFile(config, remote), `${JSON.stringify(history, null, 2)}\n`);
  }
  pointAt(config, remote, version);
  return version;
}

/** Points the registry at the deployment before the live one. */
export function rollbackRemote(remote: RemoteName, config: PlatformConfig = loadConfig()): string {
  const history = deploymentHistory(config, remote);
  const live = readRegistry(config.registryFile).remotes[remote]?.version;
  const liveIndex = history.findIndex((deployment) => deployment.version === live);
  const previous = liveIndex > 0 ? history[liveIndex - 1] : undefined;
  if (!previous) throw new Error(`${remote} has no earlier deployment to roll back to`);
  pointAt(config, remote, previous.version);
  return previous.version;
}
