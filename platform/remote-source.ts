/**
 * What the edge reads of a remote's deployed version (its manifest, stylesheets and server bundle)
 * comes from the cdn over HTTP, by the addresses the registry gives, never from a folder on the
 * edge's disk: edge and cdn can be two machines. A version's folder never changes once deployed,
 * so what was read is kept, in caches bounded in entries and bytes (least recently used leave
 * first: old versions leave memory once newer ones are read). A file the cdn does not have, or
 * cannot give in time, is asked again after a few seconds only, so a missing remote does not cost
 * every page a request. Only the cdn's own addresses are read, and those of the origins a browser's
 * override may name (remote-overrides.ts): another origin in the registry (a team's dev server) is
 * left to the browser, as its code is not the shop's to run on the server. The cdn's token for
 * server bundles goes to the cdn alone.
 */
import { createRequire } from 'node:module';
import vm from 'node:vm';
import { LRUCache } from 'lru-cache';
import { SERVER_BUNDLE_PATH } from '@escapade/shared-contracts/server-render';
import { SERVER_BUNDLE_TOKEN_HEADER } from './cdn';
import { isAllowedOverrideOrigin } from './remote-overrides';

/** The parts of a federation manifest (mf-manifest.json) the edge reads. */
export interface RemoteManifest {
  metaData?: {
    remoteEntry?: { name?: string; path?: string };
    /** The files of each page the remote builds as a chunk of its own, by route kind (platform/webpack.app.cjs). */
    pageChunks?: Record<string, { js?: string[]; css?: string[] }>;
  };
  exposes?: {
    path?: string;
    assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[] } };
  }[];
}

/**
 * Time the cdn has to give one file before the page goes on without it: a server bundle is several
 * MB, read while the machine may be busy rendering; the render's own budget starts after it.
 */
export const REMOTE_FILE_TIMEOUT_MS = 10_000;
/** A file the cdn did not have is asked again after this long (a deploy may have brought it). */
export const MISSING_FILE_RETRY_MS = 5_000;
/** Manifests and stylesheets kept: a few versions of every remote, at a few hundred KB each. */
export const REMOTE_TEXTS_MAX_BYTES = 16 * 1024 * 1024;
/**
 * Server bundles kept, compiled: each holds its own React and libraries (several MB of code), so
 * two versions of each of the five remotes, the live one and the one before or after a deploy.
 */
export const SERVER_BUNDLES_KEPT = 10;

export interface RemoteSourceOptions {
  /** The cdn's origin: only its addresses are read. */
  cdnOrigin: string;
  /** Shown to the cdn for server bundles, which it gives to the edge alone. */
  serverBundleToken: string;
  /** Origins an override's manifest may come from (`http://host:*` for any port), read besides the cdn. */
  overrideOrigins?: readonly string[];
  /** A shorter wait for tests. */
  timeoutMs?: number;
  missingRetryMs?: number;
  bundlesKept?: number;
  /** The clock of the retry delay (tests pin it). */
  now?(): number;
}

export interface RemoteSource {
  manifest(manifestUrl: string): Promise<RemoteManifest | null>;
  /** A stylesheet's text, safe inside a <style> element; null when the cdn does not give it. */
  stylesheet(url: string): Promise<string | null>;
  /**
   * The exports of the server bundle beside a manifest; null when the version has none. Throws
   * when it could not be read, or what the bundle threw as it loaded.
   */
  serverBundle<T>(manifestUrl: string): Promise<T | null>;
  /** Compiled server bundles held now. */
  bundlesHeld(): number;
}

/** What a cache holds for an address: the value, or null for "not there" (and why, when it failed to load). */
interface Held<T> {
  value: T | null;
  error?: unknown;
}

/** Server bundles run as CommonJS: they may require node's own modules. */
const requireForBundles = createRequire(__filename);

/** Runs a CommonJS bundle's source and gives its exports; the address names it in stack traces. */
function compileBundle(source: string, url: string): unknown {
  const run = vm.compileFunction(source, ['exports', 'require', 'module', '__filename', '__dirname'], {
    filename: url,
  });
  const module = { exports: {} as unknown };
  run.call(module.exports, module.exports, requireForBundles, module, url, url.slice(0, url.lastIndexOf('/')));
  return module.exports;
}

export function createRemoteSource(options: RemoteSourceOptions): RemoteSource {
  const timeoutMs = options.timeoutMs ?? REMOTE_FILE_TIMEOUT_MS;
  const missingRetryMs = options.missingRetryMs ?? MISSING_FILE_RETRY_MS;
  const isCdnAddress = (url: string) => url.startsWith(`${options.cdnOrigin}/`);
  const isReadable = (url: string) => {
    if (isCdnAddress(url)) return true;
    try {
      return isAllowedOverrideOrigin(new URL(url).origin, options.overrideOrigins ?? []);
    } catch {
      return false;
    }
  };

  /** The file's text, or null when the cdn answers anything but 200, is unreachable or too slow. */
  /**
   * The file's text; null when the cdn has no such file (404). Any other failure (unreachable, too
   * slow, another status) throws: the page that needed the file is then not kept as if complete.
   */
  const download = async (url: string, headers: Record<string, string>): Promise<string | null> => {
    // The token is the cdn's secret: an override's origin never sees it.
    const sent = isCdnAddress(url) ? headers : {};
    const ask = () => fetch(url, { headers: sent, signal: AbortSignal.timeout(timeoutMs) });
    // Once more on a connection failure: a kept-alive connection the cdn closed while this thread was
    // busy rendering is only noticed as the request goes out on it.
    const response = await ask().catch((error: unknown) => {
      if ((error as Error).name === 'TimeoutError') throw error;
      return ask();
    });
    if (response.ok) return response.text();
    await response.body?.cancel();
    if (response.status === 404) return null;
    throw new Error(`the cdn answered ${response.status} for ${url}`);
  };

  /** A cache of what is read from one address; "not there" is kept for missingRetryMs only. */
  function addressCache<T extends NonNullable<unknown>>(
    bounds: { max: number; maxSize?: number; sizeOf?: (value: T) => number },
    read: (text: string, url: string) => T | null,
    headers: Record<string, string> = {},
  ) {
    const cache = new LRUCache<string, Held<T>>({
      max: bounds.max,
      ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
      ...(bounds.maxSize && bounds.sizeOf
        ? {
            maxSize: bounds.maxSize,
            sizeCalculation: (held: Held<T>) => (held.value === null ? 1 : Math.max(1, bounds.sizeOf!(held.value))),
          }
        : {}),
      fetchMethod: async (url, _stale, { options: entry }) => {
        let held: Held<T>;
        try {
          const text = await download(url, headers);
          held = { value: text === null ? null : read(text, url) };
        } catch (error) {
          held = { value: null, error };
        }
        if (held.value === null) entry.ttl = missingRetryMs;
        return held;
      },
    });
    return {
      get: async (url: string): Promise<Held<T>> =>
        isReadable(url) ? ((await cache.fetch(url)) ?? { value: null }) : { value: null },
      size: () => cache.size,
    };
  }

  const manifests = addressCache<RemoteManifest>(
    { max: 200, maxSize: REMOTE_TEXTS_MAX_BYTES / 4, sizeOf: () => 4096 },
    (text) => JSON.parse(text) as RemoteManifest,
  );
  const stylesheets = addressCache<string>(
    { max: 1000, maxSize: REMOTE_TEXTS_MAX_BYTES, sizeOf: (css) => css.length },
    // `</style` inside the CSS (a string) must not end the element.
    (text) => text.replace(/<\/style/gi, '<\\/style'),
  );
  const bundles = addressCache<{ exports: unknown }>(
    { max: options.bundlesKept ?? SERVER_BUNDLES_KEPT },
    (text, url) => ({ exports: compileBundle(text, url) }),
    { [SERVER_BUNDLE_TOKEN_HEADER]: options.serverBundleToken },
  );

  return {
    manifest: async (manifestUrl) => (await manifests.get(manifestUrl)).value,
    stylesheet: async (url) => (await stylesheets.get(url)).value,
    async serverBundle<T>(manifestUrl: string): Promise<T | null> {
      const held = await bundles.get(new URL(SERVER_BUNDLE_PATH, manifestUrl).href);
      // A bundle the cdn could not give, or that throws as it loads: the page's log names it.
      if (held.error !== undefined) throw held.error;
      return (held.value?.exports as T | undefined) ?? null;
    },
    bundlesHeld: () => bundles.size(),
  };
}
