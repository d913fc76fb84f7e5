/** Where things run and live on this machine; every value can be overridden by an environment variable. */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTE_NAMES, type RemoteName } from '@escapade/shared-contracts/routes';
import { parseTrustedProxies } from '../api/src/http/trusted-proxies';

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
   * ESCAPADE_SERVER_BUNDLE_TOKEN sets it; otherwise each start makes its own (`npm start` gives its
   * cdn's to its edge process through that variable).
   */
  serverBundleToken: string;
  /**
   * Where an edge in this process reads the registry when it runs apart from the registry's file
   * (REGISTRY_URL, e.g. the cdn's /registry.json); the file when unset. start-edge.ts's edge reads
   * the cdn's unless told otherwise (edgeConfigFromArgs).
   */
  registryUrl?: string;
}

/** A comma-separated list, or the fallback when it names nothing. */
function listOf(text: string | undefined, fallback: readonly string[]): readonly string[] {
  const values = (text ?? '')
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
  return values.length > 0 ? values : fallback;
}

function list(name: string, fallback: readonly string[]): readonly string[] {
  return listOf(process.env[name], fallback);
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

/**
 * Where an edge reads the registry: the file deploys write, where it shares the cdn's machine, or an
 * address (the cdn's /registry.json), where it does not; the address wins when both are given.
 */
export type RegistryLocation =
  { registryFile: string; registryUrl?: string } | { registryUrl: string; registryFile?: undefined };

/**
 * What an edge needs, and nothing of the cdn's folder: it reads remotes and the registry over HTTP,
 * so it can run on a machine of its own (start-edge.ts). A PlatformConfig is one.
 */
export type EdgeConfig = Pick<
  PlatformConfig,
  'edgePort' | 'host' | 'cdnOrigin' | 'apiOrigin' | 'siteDomains' | 'serverBundleToken'
> &
  RegistryLocation & {
    /** The shell's build the edge serves (its index.html is every page); this repository's shell/dist unless given. */
    shellDist?: string;
    /**
     * The load balancers in front of the edge whose X-Forwarded-For and X-Forwarded-Proto it believes
     * (EDGE_TRUSTED_PROXIES); none unless given, since an edge is the front door on one machine.
     */
    trustedProxies?: readonly string[];
  };

/** A command line or an environment an edge cannot start with; its message says what to change. */
export class EdgeConfigError extends Error {
  override name = 'EdgeConfigError';
}

/** An http or https address; anything else is an error naming the option. */
function httpUrlOf(option: string, value: string): URL {
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // said below
  }
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:')
    throw new EdgeConfigError(
      `${option} must be an http or https address such as http://localhost:3100, got "${value}"`,
    );
  return url;
}

/** An http or https origin, as URL writes it (`http://localhost:3100`); anything else is an error naming the option. */
function originOf(option: string, value: string): string {
  const url = httpUrlOf(option, value);
  // Addresses are compared by prefix with the origin (remote-source.ts): a path would match none.
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    throw new EdgeConfigError(`${option} must be an origin alone (no path, query or credentials), got "${value}"`);
  return url.origin;
}

function portOf(source: string, value: string): number {
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < 1 || number > 65535)
    throw new EdgeConfigError(`${source} must be a port between 1 and 65535, got "${value}"`);
  return number;
}

/**
 * An edge's config from its command line and environment (start-edge.ts). The cdn and the api are
 * named on the command line; the registry is the cdn's /registry.json unless `--registry-url` (or
 * REGISTRY_URL) says otherwise; port, host and site domains fall back on the variables loadConfig
 * reads. The server-bundle token comes from ESCAPADE_SERVER_BUNDLE_TOKEN only: a command line is
 * visible to every user of the machine (ps). Throws an EdgeConfigError saying what is wrong.
 */
export function edgeConfigFromArgs(argv: readonly string[], env: NodeJS.ProcessEnv): EdgeConfig {
  if (argv.some((arg) => /^--(server-bundle-)?token\b/.test(arg)))
    throw new EdgeConfigError(
      'the server-bundle token is read from ESCAPADE_SERVER_BUNDLE_TOKEN, never from the command line',
    );
  let values: Partial<Record<string, string>>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        'cdn-origin': { type: 'string' },
        'api-origin': { type: 'string' },
        'registry-url': { type: 'string' },
        port: { type: 'string' },
        host: { type: 'string' },
        'site-domains': { type: 'string' },
        'shell-dist': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new EdgeConfigError((error as Error).message);
  }
  const cdn = values['cdn-origin'];
  const api = values['api-origin'];
  if (!cdn) throw new EdgeConfigError('--cdn-origin is required: the cdn the edge reads remotes from');
  if (!api) throw new EdgeConfigError('--api-origin is required: the api the edge proxies to and renders with');
  const cdnOrigin = originOf('--cdn-origin', cdn);
  const apiOrigin = originOf('--api-origin', api);
  const serverBundleToken = env.ESCAPADE_SERVER_BUNDLE_TOKEN;
  if (!serverBundleToken)
    throw new EdgeConfigError(
      "ESCAPADE_SERVER_BUNDLE_TOKEN is required: the secret the cdn gives server bundles to, the same as the cdn's",
    );
  const registryFlag = values['registry-url'] ?? env.REGISTRY_URL;
  const portFlag = values.port ?? env.EDGE_PORT;
  return {
    edgePort: portFlag ? portOf(values.port ? '--port' : 'EDGE_PORT', portFlag) : 3000,
    host: values.host || env.ESCAPADE_HOST || 'localhost',
    cdnOrigin,
    apiOrigin,
    siteDomains: listOf(values['site-domains'] ?? env.ESCAPADE_SITE_DOMAINS, ['localhost']),
    serverBundleToken,
    registryUrl: registryFlag
      ? httpUrlOf(values['registry-url'] ? '--registry-url' : 'REGISTRY_URL', registryFlag).href
      : `${cdnOrigin}/registry.json`,
    ...(values['shell-dist'] ? { shellDist: path.resolve(values['shell-dist']) } : {}),
    ...trustedProxiesOf(env),
  };
}

/** EDGE_TRUSTED_PROXIES, as the api reads TRUSTED_PROXIES; an EdgeConfigError names a wrong entry. */
function trustedProxiesOf(env: NodeJS.ProcessEnv): { trustedProxies?: string[] } {
  let trustedProxies: string[];
  try {
    trustedProxies = parseTrustedProxies('EDGE_TRUSTED_PROXIES', env.EDGE_TRUSTED_PROXIES, []);
  } catch (error) {
    throw new EdgeConfigError((error as Error).message);
  }
  return trustedProxies.length > 0 ? { trustedProxies } : {};
}

export const APPS = ['shell', ...REMOTE_NAMES] as const;
export type AppName = (typeof APPS)[number];
export type { RemoteName };
export { REMOTE_NAMES };

export function appDir(app: AppName): string {
  return path.join(REPO_ROOT, app);
}
