/**
 * Run before the journeys' shop starts: it forgets what earlier runs stored (orders holding rooms,
 * accounts), so every run books on the catalogue's own availability. The catalogue is kept.
 */
import fs from 'node:fs';
import path from 'node:path';
import { E2E_LOCAL_DIR } from './ports';

const dataDir = path.resolve(__dirname, '..', '..', E2E_LOCAL_DIR, 'data');
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(path.join(dataDir, `shop.sqlite${suffix}`), { force: true });
