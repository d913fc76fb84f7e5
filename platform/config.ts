/** Where things run and live on this machine; every value can be overridden by an environment variable. */
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@escapade/shared-contracts/routes';

export const REPO_ROOT = path.resolve(__dirname, '..');

export interface PlatformConfig {
  edgePort: number;
  cdnPort: number;
  apiPort: number;
  /** Host the servers bind to. */
  host: string;
  /** Everything generated at run time: cdn files, registry, database. */
  localDir: string;
  cdnDir: string;
  registryFile: string;
  dataDir: string;
  cdnOrigin: string;
  apiOrigin: string;
}

function port(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 && value < 65536 ? value : fallback;
}

export function loadConfig(): PlatformConfig {
  const localDir = path.resolve(REPO_ROOT, process.env.ESCAPADE_LOCAL_DIR ?? '.local');
  const cdnPort = port('CDN_PORT', 3100);
  const apiPort = port('API_PORT', 4000);
  return {
    edgePort: port('EDGE_PORT', 3000),
    cdnPort,
    apiPort,
    host: process.env.ESCAPADE_HOST ?? 'localhost',
    localDir,
    cdnDir: path.join(localDir, 'cdn'),
    registryFile: path.join(localDir, 'registry.json'),
    dataDir: process.env.ESCAPADE_DATA_DIR ?? path.join(localDir, 'data'),
    // `localhost` (not 127.0.0.1) so pages on es.localhost, be.localhost… load remotes the same way.
    cdnOrigin: process.env.CDN_ORIGIN ?? `http://localhost:${cdnPort}`,
    apiOrigin: `http://127.0.0.1:${apiPort}`,
  };
}

export const APPS = ['shell', ...REMOTE_NAMES] as const;
export type AppName = (typeof APPS)[number];
export type { RemoteName };
export { REMOTE_NAMES };

export function appDir(app: AppName): string {
  return path.join(REPO_ROOT, app);
}
