/** Builds an app with webpack unless its dist already matches its sources (a content hash). */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, appDir, type AppName } from './config';

const SOURCE_STAMP = '.source-hash';

function* filesUnder(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (!/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** Hash of everything that changes an app's build output (tests excluded). */
export function sourceHash(app: AppName): string {
  const dir = appDir(app);
  const inputs = [
    ...filesUnder(path.join(dir, 'src')),
    path.join(dir, 'package.json'),
    path.join(dir, 'webpack.config.cjs'),
    ...filesUnder(path.join(REPO_ROOT, 'shared-contracts/src')),
    // The shared webpack configuration and its plugins.
    ...fs
      .readdirSync(path.join(REPO_ROOT, 'platform'))
      .filter((name) => /^webpack.*\.cjs$/.test(name))
      .map((name) => path.join(REPO_ROOT, 'platform', name)),
  ];
  const hash = createHash('sha256');
  for (const file of inputs) {
    if (!fs.existsSync(file)) continue;
    hash.update(path.relative(REPO_ROOT, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 10);
}

export function builtHash(app: AppName): string | null {
  const stamp = path.join(appDir(app), 'dist', SOURCE_STAMP);
  return fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8').trim() : null;
}

/** Builds when stale; returns the source hash of the build in dist. */
export function buildApp(app: AppName, options: { force?: boolean } = {}): string {
  const hash = sourceHash(app);
  if (!options.force && builtHash(app) === hash) {
    console.log(`  ${app}: up to date (${hash})`);
    return hash;
  }
  console.log(`  ${app}: building…`);
  const started = Date.now();
  execFileSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: appDir(app),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  fs.writeFileSync(path.join(appDir(app), 'dist', SOURCE_STAMP), hash);
  console.log(`  ${app}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return hash;
}
