/**
 * `npm run size`: gzip sizes of every app's build against its budget. Builds what is stale first.
 * Entry = the file a page loads first (shell main.js, a remote's remoteEntry.js); total = every
 * JavaScript file of the build, lazy chunks included (the map, for instance, must stay lazy).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { APPS, appDir, type AppName } from './config';
import { buildApp } from './build';

/** Kilobytes, gzip. */
const BUDGETS: Record<AppName, { entry: number; total: number }> = {
  shell: { entry: 40, total: 260 },
  'mfe-search': { entry: 30, total: 400 },
  'mfe-product': { entry: 30, total: 260 },
  'mfe-gift': { entry: 30, total: 260 },
  'mfe-content': { entry: 30, total: 220 },
  'mfe-checkout-entry': { entry: 30, total: 220 },
};

const gzipKb = (file: string) => gzipSync(fs.readFileSync(file)).length / 1024;

let failed = false;
for (const app of APPS) {
  buildApp(app);
  const dist = path.join(appDir(app), 'dist');
  const entryFile = path.join(dist, app === 'shell' ? 'main.js' : 'remoteEntry.js');
  const entry = gzipKb(entryFile);
  const total = fs.readdirSync(dist).filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipKb(path.join(dist, file)), 0);
  const budget = BUDGETS[app];
  const ok = entry <= budget.entry && total <= budget.total;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${app.padEnd(20)} entry ${entry.toFixed(1).padStart(6)} / ${budget.entry} KB   all js ${total.toFixed(1).padStart(6)} / ${budget.total} KB`);
}
process.exit(failed ? 1 : 0);
