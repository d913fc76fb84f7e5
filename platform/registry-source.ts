/**
 * The registry as the edge reads it: from the file deploys write, from the shop store's database
 * where deploys write it there (DATABASE_URL), or, where the edge runs apart from the cdn, from an
 * address (--registry-url, the cdn's /registry.json); kept for a short time instead of read for
 * every answer. A deploy or a locale toggle reaches the pages within that time; a registry that
 * cannot be read keeps the last one read (the shop goes on with the versions it knew), and with
 * none yet the pages are rendered by the browser alone.
 */
import fs from 'node:fs/promises';
import { parseRegistry, type Registry } from '@escapade/shared-contracts/registry';
import { createFreshCache } from './fresh-cache';
import { databaseRegistryStore, type RegistryStore } from './registry-store';

/** How long a registry read is used before it is read again: a deploy is live for every page within it. */
export const REGISTRY_TTL_MS = 2_000;
/** Past this age a registry that cannot be read again is no longer trusted: its versions may be gone. */
export const REGISTRY_MAX_AGE_MS = 10 * 60_000;
/** Time the registry's address has to answer. */
const REGISTRY_TIMEOUT_MS = 3_000;

export interface RegistrySourceOptions {
  /** The registry file (the local store); an edge on a machine of its own has none. */
  file?: string;
  /** Read from this address instead of the file (or the database). */
  url?: string;
  /** Read from the shop store in this PostgreSQL (DATABASE_URL) instead of the file. */
  databaseUrl?: string;
  /** Read from this registry store instead (tests: one on SQLite); the caller closes it. */
  store?: Pick<RegistryStore, 'read'>;
  /** 0 reads it for every answer (tests). */
  ttlMs?: number;
  onReadError?(error: unknown): void;
}

export interface RegistrySource {
  current(): Promise<Registry>;
  /** Lets go of the database it reads, if it opened one. */
  close(): Promise<void>;
}

const EMPTY_REGISTRY: Registry = { generatedAt: '', remotes: {} };

async function readFrom(
  { file, url }: RegistrySourceOptions,
  store: Pick<RegistryStore, 'read'> | undefined,
): Promise<Registry> {
  if (url) {
    const response = await fetch(url, { signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`the registry at ${url} answered ${response.status}`);
    return parseRegistry(await response.json());
  }
  if (store) return store.read();
  if (!file) throw new Error('the edge was given neither a registry file nor its address');
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    // Nothing deployed yet: no remote to render, not a failure.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return EMPTY_REGISTRY;
    throw error;
  }
  return parseRegistry(JSON.parse(text));
}

export function createRegistrySource(options: RegistrySourceOptions): RegistrySource {
  const ttlMs = options.ttlMs ?? REGISTRY_TTL_MS;
  // The shop store's database is opened at the first read (and again after a failed opening). Its
  // SQLite folder is never used: a databaseUrl is a PostgreSQL's.
  const ownStore =
    !options.url && options.databaseUrl
      ? databaseRegistryStore({ dataDir: '', databaseUrl: options.databaseUrl })
      : undefined;
  const store = options.url ? undefined : (options.store ?? ownStore);
  const cache = createFreshCache<Registry>({
    freshMs: ttlMs,
    staleMs: ttlMs === 0 ? 0 : REGISTRY_MAX_AGE_MS,
    maxEntries: 1,
    onRefreshError: (_key, error) => options.onReadError?.(error),
  });
  // A TTL of 0 reads for every answer, even two in the same millisecond (the cache's age would be 0).
  const read =
    ttlMs === 0 ? () => readFrom(options, store) : () => cache.get('registry', () => readFrom(options, store));
  return {
    current: () =>
      read().catch((error: unknown) => {
        options.onReadError?.(error);
        return EMPTY_REGISTRY;
      }),
    close: async () => ownStore?.close(),
  };
}
