/**
 * Deploys a remote: copies its build to <cdn>/<remote>/<version>/ (never overwriting a version:
 * versioned folders are immutable) and points the registry at it. The shell picks the new version
 * up on the next page load, with no shell rebuild. Rollback points the registry back.
 * Source maps hold the whole source: they go to <local>/sourcemaps/<remote>/<version>/, outside
 * the cdn, where error reports can be decoded and no visitor can fetch them.
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

function remotePackage(remote: RemoteName): {
  version: string;
  escapade: { federationName: string; contractRange?: string };
} {
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

const isSourceMap = (file: string) => /\.map$/i.test(file);

/** Where a deployed version's source maps are kept. */
export function sourceMapDir(config: PlatformConfig, remote: RemoteName, version: string): string {
  return path.join(config.localDir, 'sourcemaps', remote, version);
}

/**
 * Copies a build to a new cdn version folder without its source maps, and the maps to their own
 * folder, same relative paths. Each folder appears whole or not at all (written aside, then renamed).
 */
export function publishBuild(dist: string, cdnTarget: string, sourceMapTarget: string): void {
  if (!fs.existsSync(sourceMapTarget)) {
    const temp = `${sourceMapTarget}.tmp-${process.pid}`;
    const maps = fs.readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(isSourceMap);
    for (const map of maps) {
      fs.mkdirSync(path.dirname(path.join(temp, map)), { recursive: true });
      fs.copyFileSync(path.join(dist, map), path.join(temp, map));
    }
    fs.mkdirSync(temp, { recursive: true });
    fs.mkdirSync(path.dirname(sourceMapTarget), { recursive: true });
    fs.renameSync(temp, sourceMapTarget);
  }
  if (!fs.existsSync(cdnTarget)) {
    const temp = `${cdnTarget}.tmp-${process.pid}`;
    fs.cpSync(dist, temp, { recursive: true, filter: (source) => !isSourceMap(source) });
    fs.renameSync(temp, cdnTarget);
  }
}

export function deployRemote(
  remote: RemoteName,
  config: PlatformConfig = loadConfig(),
  options: { force?: boolean } = {},
): string {
  const hash = buildApp(remote, options);
  const version = `${remotePackage(remote).version}-${hash}`;
  publishBuild(
    path.join(appDir(remote), 'dist'),
    path.join(config.cdnDir, remote, version),
    sourceMapDir(config, remote, version),
  );
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
