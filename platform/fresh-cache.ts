/**
 * A bounded cache that answers at once and refreshes behind the answer (stale-while-revalidate):
 * - a value younger than `freshMs` is served as it is;
 * - an older one, up to `staleMs`, is still served, and one load (never more) replaces it;
 * - an older one still, or none, is loaded while the caller waits; callers asking for the same key
 *   meanwhile wait for that same load, so a burst of visitors costs one load, not one each.
 * A failed load is not kept: a stale value stays until a load succeeds, and a caller without one
 * gets the failure. Size is bounded by lru-cache (entries and, when given, a size per value): the
 * least recently used leave first.
 */
import { LRUCache } from 'lru-cache';

export interface FreshCacheOptions<V> {
  /** Age up to which a value is served without a refresh. */
  freshMs: number;
  /** Age up to which a value is still served while a refresh runs; older ones are loaded anew. */
  staleMs: number;
  /** Most entries kept. */
  maxEntries: number;
  /** Largest total of `sizeOf` kept (bytes, for text); no size bound without it. */
  maxSize?: number;
  sizeOf?(value: V): number;
  /** False for a value to hand to the callers waiting for it without keeping it (a degraded answer). */
  keep?(value: V): boolean;
  /** The clock (tests pin it). */
  now?(): number;
  /** Told of a refresh that failed behind an answer (the caller already has the stale value). */
  onRefreshError?(key: string, error: unknown): void;
}

interface Entry<V> {
  value: V;
  loadedAt: number;
}

export interface FreshCache<V> {
  /**
   * The value of `key`. `load` is told whether its caller waits for it (false for a refresh behind
   * a stale answer): a caller that waits may be handed the value as it is made (a streamed page).
   */
  get(key: string, load: (callerWaits: boolean) => Promise<V>): Promise<V>;
  /** Keys held now (for tests and the bound checks). */
  size(): number;
  clear(): void;
}

export function createFreshCache<V extends NonNullable<unknown>>(options: FreshCacheOptions<V>): FreshCache<V> {
  const now = options.now ?? Date.now;
  const entries = new LRUCache<string, Entry<V>>({
    max: options.maxEntries,
    ...(options.maxSize && options.sizeOf
      ? {
          maxSize: options.maxSize,
          // lru-cache refuses a size of 0; a value larger than the whole cache is simply not kept.
          sizeCalculation: (entry: Entry<V>) => Math.max(1, options.sizeOf!(entry.value)),
          maxEntrySize: options.maxSize,
        }
      : {}),
  });
  const loading = new Map<string, Promise<V>>();

  const load = (key: string, loader: () => Promise<V>): Promise<V> => {
    const running = loading.get(key);
    if (running) return running;
    const started = (async () => {
      try {
        const value = await loader();
        if (options.keep?.(value) !== false) entries.set(key, { value, loadedAt: now() });
        return value;
      } finally {
        loading.delete(key);
      }
    })();
    loading.set(key, started);
    return started;
  };

  return {
    get(key, loader) {
      const entry = entries.get(key);
      const age = entry ? now() - entry.loadedAt : Infinity;
      if (entry && age <= options.freshMs) return Promise.resolve(entry.value);
      if (entry && age <= options.staleMs) {
        load(key, () => loader(false)).catch((error: unknown) => options.onRefreshError?.(key, error));
        return Promise.resolve(entry.value);
      }
      return load(key, () => loader(true));
    },
    size: () => entries.size,
    clear: () => entries.clear(),
  };
}
