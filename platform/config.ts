/** Where things run and live on this machine; every value can be overridden by an environment variable. */
import { randomBytes } from 'node:crypto';
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
  /**
   * Domains the shop's sites live under (`localhost`: localhost, es.localhost, care.be.localhost…).
   * The edge answers these host names and loopback addresses only; the first is the one a loopback
   * address stands for.
   */
  siteDomains: readonly string[];
  /**
   * The secret the edge shows the cdn to read remotes' server bundles, which nobody else gets.
   * ESCAPADE_SERVER_BUNDLE_TOKEN sets it where edge and cdn are two processes; otherwise each start
   * makes its own (the cdn and edge of `npm start` share it in one process).
   */
  serverBundleToken: string;
  /**
   * Where the edge reads the registry when it runs apart from the registry's file (REGISTRY_URL,
   * e.g. the cdn's /registry.json); the file when unset.
   */
  registryUrl?: string;
}

/** A comma-separated list of an environment variable, or the fallback when it names nothing. */
function list(name: string, fallback: readonly string[]): readonly string[] {
  const values = (process.env[name] ?? '')
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
  return values.length > 0 ? values : fallback;
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
    siteDomains: list('ESCAPADE_SITE_DOMAINS', ['localhost']),
    serverBundleToken: process.env.ESCAPADE_SERVER_BUNDLE_TOKEN || randomBytes(32).toString('hex'),
    ...(process.env.REGISTRY_URL ? { registryUrl: process.env.REGISTRY_URL } : {}),
  };
}

export const APPS = ['shell', ...REMOTE_NAMES] as const;
export type AppName = (typeof APPS)[number];
export type { RemoteName };
export { REMOTE_NAMES };

export function appDir(app: AppName): string {
  return path.join(REPO_ROOT, app);
}
