/**
 * `npm run size`: gzip sizes of every app's build against its budget. Builds what is stale first.
 * Entry = the file a page loads first (shell main.js, a remote's remoteEntry.js). A remote's copies
 * of the shared libraries are fallbacks the shell's singletons replace, so they are not counted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { APPS, appDir, type AppName } from './config';
import { buildApp } from './build';

/**
 * Kilobytes, gzip. initial = what a page loads to show the app (the shell's JavaScript, a remote's
 * entry and the synchronous chunks of its exposed modules); lazy = chunks loaded on demand (the map).
 */
const BUDGETS: Record<AppName, { entry: number; initial: number; lazy: number }> = {
  shell: { entry: 40, initial: 340, lazy: 0 },
  'mfe-search': { entry: 30, initial: 240, lazy: 160 },
  'mfe-product': { entry: 30, initial: 140, lazy: 20 },
  'mfe-gift': { entry: 30, initial: 100, lazy: 20 },
  'mfe-content': { entry: 30, initial: 60, lazy: 20 },
  'mfe-checkout-entry': { entry: 30, initial: 60, lazy: 20 },
};

interface Manifest {
  exposes: { assets: { js: { sync: string[]; async: string[] } } }[];
}

/** A remote's own chunks: those its exposed modules load at once, and those they load on demand. */
function exposedFiles(dist: string): { initial: string[]; lazy: string[] } {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
  const initial = new Set(manifest.exposes.flatMap((expose) => expose.assets.js.sync));
  const lazy = new Set(
    manifest.exposes.flatMap((expose) => expose.assets.js.async).filter((file) => !initial.has(file)),
  );
  return { initial: [...initial], lazy: [...lazy] };
}

const gzipKb = (file: string) => gzipSync(fs.readFileSync(file)).length / 1024;

let failed = false;
for (const app of APPS) {
  buildApp(app);
  const dist = path.join(appDir(app), 'dist');
  const entryFile = path.join(dist, app === 'shell' ? 'main.js' : 'remoteEntry.js');
  const entry = gzipKb(entryFile);
  const files =
    app === 'shell'
      ? { initial: fs.readdirSync(dist).filter((file) => file.endsWith('.js') && file !== 'main.js'), lazy: [] }
      : exposedFiles(dist);
  const sum = (list: string[]) => list.reduce((total, file) => total + gzipKb(path.join(dist, file)), 0);
  const initial = entry + sum(files.initial);
  const lazy = sum(files.lazy);
  const budget = BUDGETS[app];
  const ok = entry <= budget.entry && initial <= budget.initial && lazy <= budget.lazy;
  failed ||= !ok;
  const kb = (value: number, limit: number) => `${value.toFixed(1).padStart(6)} / ${limit} KB`;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${app.padEnd(20)} entry ${kb(entry, budget.entry)}   initial ${kb(initial, budget.initial)}   lazy ${kb(lazy, budget.lazy)}`,
  );
}
process.exit(failed ? 1 : 0);
