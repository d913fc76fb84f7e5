/**
 * `npm run size`: gzip sizes of every app's build against its budget. Builds what is stale first.
 * Entry = the file a page loads first (shell main.js, a remote's remoteEntry.js). Own = for the
 * shell every JavaScript file; for a remote the chunks of its exposed modules, lazy ones included
 * (the map must stay lazy). A remote's copies of the shared libraries are fallbacks the shell's
 * singletons replace, so they are not counted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { APPS, appDir, type AppName } from './config';
import { buildApp } from './build';

/** Kilobytes, gzip. */
const BUDGETS: Record<AppName, { entry: number; own: number }> = {
  shell: { entry: 40, own: 260 },
  'mfe-search': { entry: 30, own: 160 },
  'mfe-product': { entry: 30, own: 140 },
  'mfe-gift': { entry: 30, own: 100 },
  'mfe-content': { entry: 30, own: 60 },
  'mfe-checkout-entry': { entry: 30, own: 60 },
};

interface Manifest {
  exposes: { assets: { js: { sync: string[]; async: string[] } } }[];
}

/** JavaScript files a remote's exposed modules load: their own code, not the shared fallbacks. */
function exposedFiles(dist: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
  return [...new Set(manifest.exposes.flatMap((expose) => [...expose.assets.js.sync, ...expose.assets.js.async]))];
}

const gzipKb = (file: string) => gzipSync(fs.readFileSync(file)).length / 1024;

let failed = false;
for (const app of APPS) {
  buildApp(app);
  const dist = path.join(appDir(app), 'dist');
  const entryFile = path.join(dist, app === 'shell' ? 'main.js' : 'remoteEntry.js');
  const entry = gzipKb(entryFile);
  const ownFiles = app === 'shell' ? fs.readdirSync(dist).filter((file) => file.endsWith('.js')) : exposedFiles(dist);
  const own = ownFiles.reduce((sum, file) => sum + gzipKb(path.join(dist, file)), 0);
  const budget = BUDGETS[app];
  const ok = entry <= budget.entry && own <= budget.own;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${app.padEnd(20)} entry ${entry.toFixed(1).padStart(6)} / ${budget.entry} KB   own js ${own.toFixed(1).padStart(6)} / ${budget.own} KB`);
}
process.exit(failed ? 1 : 0);
