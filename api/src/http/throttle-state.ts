/**
 * Where the api's limits keep their counts (requests per address, failed sign-ins, unknown gift
 * codes, wrong booking lookups): small values under keys, each forgotten after its own expiry.
 * - In memory, for the embedded shop's one api: bounded, the least recently changed keys go first.
 * - In the shop store, when apis share one (PostgreSQL): a limit then holds across every api, where
 *   in memory five wrong passwords per api would be five times as many for the shop.
 * A change reads some keys, decides, and writes them back with nothing else changing them between
 * (one step in memory; one transaction under the keys' locks in the store), so requests sent
 * together see each other's counts.
 */
import type { ShopStore } from '../store/shop-store';

export interface ThrottleEntry<T> {
  value: T;
  /** Epoch milliseconds after which the entry reads as absent. */
  expiresAt: number;
}

/** What a change decides: the keys' new entries (undefined removes one) and what to answer. */
export interface ThrottleChange<T, R> {
  next: readonly (ThrottleEntry<T> | undefined)[];
  result: R;
}

export interface ThrottleState {
  /** Gives `decide` the keys' live values (in the order of `keys`) and writes what it decides. */
  change<T, R>(keys: readonly string[], decide: (current: (T | undefined)[]) => ThrottleChange<T, R>): Promise<R>;
}

/** Keys an api keeps in memory at most. */
export const MAX_THROTTLE_KEYS_IN_MEMORY = 50_000;
/** How often an api clears expired entries from the shared store. */
export const THROTTLE_CLEANUP_INTERVAL_MS = 60_000;

export class MemoryThrottleState implements ThrottleState {
  private readonly entries = new Map<string, ThrottleEntry<unknown>>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys: number = MAX_THROTTLE_KEYS_IN_MEMORY,
  ) {}

  async change<T, R>(keys: readonly string[], decide: (current: (T | undefined)[]) => ThrottleChange<T, R>) {
    // Read, decide and write with nothing awaited between: one step for every other request.
    const now = this.now();
    const current = keys.map((key) => {
      const entry = this.entries.get(key);
      return entry && entry.expiresAt > now ? (entry.value as T) : undefined;
    });
    const { next, result } = decide(current);
    keys.forEach((key, index) => {
      // Re-inserting moves the key to the end: the first keys of the map are the least recently changed.
      this.entries.delete(key);
      const entry = next[index];
      if (entry && entry.expiresAt > now) this.entries.set(key, entry);
    });
    while (this.entries.size > this.maxKeys) this.entries.delete(this.entries.keys().next().value!);
    return result;
  }
}

export class StoreThrottleState implements ThrottleState {
  private lastCleanup = 0;

  constructor(
    private readonly store: ShopStore,
    private readonly now: () => number = Date.now,
  ) {}

  async change<T, R>(keys: readonly string[], decide: (current: (T | undefined)[]) => ThrottleChange<T, R>) {
    const now = this.now();
    const result = await this.store.transaction(
      async (trx) => {
        const rows = await trx
          .selectFrom('throttle_entries')
          .select(['key', 'value'])
          .where('key', 'in', [...keys])
          .where('expires_at', '>', now)
          .execute();
        const stored = new Map(rows.map((row) => [row.key, JSON.parse(row.value) as T]));
        const { next, result } = decide(keys.map((key) => stored.get(key)));
        for (const [index, key] of keys.entries()) {
          const entry = next[index];
          if (entry === undefined || entry.expiresAt <= now) {
            if (stored.has(key)) await trx.deleteFrom('throttle_entries').where('key', '=', key).execute();
            continue;
          }
          const value = JSON.stringify(entry.value);
          await trx
            .insertInto('throttle_entries')
            .values({ key, value, expires_at: entry.expiresAt })
            .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, expires_at: entry.expiresAt }))
            .execute();
        }
        return result;
      },
      { lockKeys: keys.map((key) => `throttle:${key}`) },
    );
    await this.clearExpired(now);
    return result;
  }

  /** Expired entries read as absent already; they are deleted now and then so the table stays small. */
  private async clearExpired(now: number): Promise<void> {
    if (now - this.lastCleanup < THROTTLE_CLEANUP_INTERVAL_MS) return;
    this.lastCleanup = now;
    await this.store.db.deleteFrom('throttle_entries').where('expires_at', '<=', now).execute();
  }
}

/** The counts of the store's apis together when they share one, else this api's own. */
export function throttleStateFor(store: ShopStore, now: () => number = Date.now): ThrottleState {
  return store.dialect === 'postgres' ? new StoreThrottleState(store, now) : new MemoryThrottleState(now);
}
