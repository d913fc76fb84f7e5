/** Where things run and live on this machine; every value can be overridden by an environment variable. */
import { overridePolicyOf, type OverridePolicy } from './remote-overrides';
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
  /** Who may load a remote from another build in their browser, and from where (REMOTE_OVERRIDES…). */
  remoteOverrides: OverridePolicy;
  /**
   * Where an edge in this process reads the registry when it runs apart from the registry's file
   * (REGISTRY_URL, e.g. the cdn's /registry.json); the file when unset. start-edge.ts's edge reads
   * the cdn's unless told otherwise (edgeConfigFromArgs).
   */
  registryUrl?: string;
  /**
   * The shop store's PostgreSQL (DATABASE_URL, `postgres://…`), which the api's writes go to and,
   * when set, the registry too: deploys, rollbacks and locale toggles write it there instead of the
   * registry file, and the cdn and the edges read it there (registry-store.ts).
   */
  databaseUrl?: string;
  /**
   * The S3-compatible bucket deploys publish remotes to (CDN_S3_BUCKET…, cdn-publisher.ts); unset,
   * they go to the local cdn's folder. A CDN serves the bucket at `cdnOrigin`.
   */
  cdnS3?: CdnS3Settings;
}

/** Where deploys upload remotes' versioned files when the cdn is a bucket behind a CDN. */
export interface CdnS3Settings {
  bucket: string;
  /** A non-AWS S3 (MinIO, Ceph, R2…), addressed path-style; AWS's own endpoint when unset. */
  endpoint?: string;
  region: string;
  /** Put before every key: `cdn/` gives `cdn/<remote>/<version>/…`; empty or ending with `/`. */
  prefix: string;
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
    remoteOverrides: overridePolicyOf(process.env, process.env.CDN_ORIGIN ?? `http://localhost:${cdnPort}`),
    ...(process.env.REGISTRY_URL ? { registryUrl: process.env.REGISTRY_URL } : {}),
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
    ...cdnS3Of(process.env),
  };
}

/** Settings a deploy or a server cannot work with; the message says which variable to change. */
export class PlatformConfigError extends Error {
  override name = 'PlatformConfigError';
}

/**
 * The bucket settings (CDN_S3_BUCKET, CDN_S3_ENDPOINT, CDN_S3_REGION, CDN_S3_PREFIX), none when no
 * bucket is named. Credentials are never among them: the AWS SDK reads them from its usual chain.
 * With a bucket, CDN_ORIGIN must name the CDN in front of it: the registry points pages there.
 */
export function cdnS3Of(env: NodeJS.ProcessEnv): { cdnS3?: CdnS3Settings } {
  const bucket = env.CDN_S3_BUCKET?.trim();
  if (!bucket) {
    const stray = ['CDN_S3_ENDPOINT', 'CDN_S3_REGION', 'CDN_S3_PREFIX'].filter((name) => env[name]?.trim());
    if (stray.length > 0)
      throw new PlatformConfigError(`${stray.join(', ')} set without CDN_S3_BUCKET: name the bucket or unset them`);
    return {};
  }
  if (!/^[a-z0-9][a-z0-9._-]{1,61}[a-z0-9]$/i.test(bucket))
    throw new PlatformConfigError(
      `CDN_S3_BUCKET must be a bucket name alone (no s3:// nor path: a key prefix goes in CDN_S3_PREFIX), got "${bucket}"`,
    );
  const region = env.CDN_S3_REGION?.trim() || 'us-east-1';
  if (!/^[a-z0-9-]+$/.test(region))
    throw new PlatformConfigError(`CDN_S3_REGION must be a region name such as eu-west-1, got "${region}"`);
  const prefix = (env.CDN_S3_PREFIX ?? '').trim().replace(/^\/+|\/+$/g, '');
  if (prefix.split('/').some((segment) => segment === '.' || segment === '..' || (prefix && !segment)))
    throw new PlatformConfigError(`CDN_S3_PREFIX must be a key prefix such as cdn/, got "${env.CDN_S3_PREFIX}"`);
  const cdnOrigin = env.CDN_ORIGIN?.trim();
  if (!cdnOrigin)
    throw new PlatformConfigError(
      'CDN_S3_BUCKET is set: CDN_ORIGIN must name the CDN that serves the bucket (https://cdn.example), where pages load remotes',
    );
  originOf('CDN_ORIGIN', cdnOrigin, PlatformConfigError);
  const endpoint = env.CDN_S3_ENDPOINT?.trim();
  if (endpoint) {
    const url = httpUrlOf('CDN_S3_ENDPOINT', endpoint, PlatformConfigError);
    if (url.search || url.hash || url.username || url.password)
      throw new PlatformConfigError(
        `CDN_S3_ENDPOINT must be the S3 service's address alone (no query, nor credentials: the AWS SDK reads those from its usual chain), got "${endpoint}"`,
      );
  }
  return {
    cdnS3: {
      bucket,
      region,
      prefix: prefix && `${prefix}/`,
      ...(endpoint ? { endpoint: endpoint.replace(/\/+$/, '') } : {}),
    },
  };
}

/**
 * Where an edge reads the registry: an address (the cdn's /registry.json), the shop store's
 * database where deploys write it there (DATABASE_URL), or the file deploys write, where it shares
 * the cdn's machine; the first of these given wins.
 */
export type RegistryLocation =
  | { registryFile: string; registryUrl?: string; databaseUrl?: string }
  | { registryUrl: string; registryFile?: undefined; databaseUrl?: undefined }
  | { databaseUrl: string; registryFile?: undefined; registryUrl?: undefined };

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
    /** Per-browser overrides of remotes (remote-overrides.ts); none unless given. */
    remoteOverrides?: OverridePolicy;
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
function httpUrlOf(option: string, value: string, Failure: new (message: string) => Error = EdgeConfigError): URL {
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // said below
  }
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:')
    throw new Failure(`${option} must be an http or https address such as http://localhost:3100, got "${value}"`);
  return url;
}

/** An http or https origin, as URL writes it (`http://localhost:3100`); anything else is an error naming the option. */
function originOf(option: string, value: string, Failure: new (message: string) => Error = EdgeConfigError): string {
  const url = httpUrlOf(option, value, Failure);
  // Addresses are compared by prefix with the origin (remote-source.ts): a path would match none.
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    throw new Failure(`${option} must be an origin alone (no path, query or credentials), got "${value}"`);
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
 * named on the command line; the registry is read at `--registry-url` (or REGISTRY_URL), else in the
 * shop store's database when DATABASE_URL is set, else at the cdn's /registry.json; port, host and
 * site domains fall back on the variables loadConfig reads. The server-bundle token comes from
 * ESCAPADE_SERVER_BUNDLE_TOKEN only: a command line is visible to every user of the machine (ps).
 * Throws an EdgeConfigError saying what is wrong.
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
    remoteOverrides: overridePolicyOf(env, cdnOrigin),
    ...registryLocationOf(values['registry-url'] ? '--registry-url' : 'REGISTRY_URL', registryFlag, env, cdnOrigin),
    ...(values['shell-dist'] ? { shellDist: path.resolve(values['shell-dist']) } : {}),
    ...trustedProxiesOf(env),
  };
}

/** Where start-edge.ts's edge reads the registry: the address given, else DATABASE_URL's store, else the cdn's. */
function registryLocationOf(
  option: string,
  address: string | undefined,
  env: NodeJS.ProcessEnv,
  cdnOrigin: string,
): { registryUrl: string } | { databaseUrl: string } {
  if (address) return { registryUrl: httpUrlOf(option, address).href };
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) return { registryUrl: `${cdnOrigin}/registry.json` };
  // As the shop store accepts it (openShopStore); the URL itself is never repeated: it may hold a password.
  if (!/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new EdgeConfigError('DATABASE_URL must be a postgres:// or postgresql:// URL (the registry is read there)');
  return { databaseUrl };
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
