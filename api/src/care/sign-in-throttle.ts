/**
 * Guessing an operator's password is made slow: after too many failed sign-ins for one account, or
 * from one address, within a window, that account or address is locked out for a while and every
 * attempt, even with the right password, answers 429 until the lockout ends.
 *
 * Kept in memory: @fastify/rate-limit counts every request, while this counts failures only (an
 * operator who signs in right is never slowed down) and locks for longer than its window.
 */

/** Failed sign-ins an account may have in a window; the next attempt is refused. */
export const ACCOUNT_FAILURE_LIMIT = 5;
/** Failed sign-ins one address may make in a window (an office of operators shares an address). */
export const ADDRESS_FAILURE_LIMIT = 10;
export const FAILURE_WINDOW_MS = 60_000;
export const LOCKOUT_MS = 15 * 60_000;
/** Accounts and addresses remembered at most; the oldest are forgotten first, so memory stays bounded. */
export const MAX_TRACKED_KEYS = 10_000;

interface Tracked {
  failures: number[];
  lockedUntil: number;
}

export class SignInThrottle {
  private readonly tracked = new Map<string, Tracked>();

  constructor(private readonly now: () => number = Date.now) {}

  private entry(key: string): Tracked | undefined {
    const entry = this.tracked.get(key);
    if (!entry) return undefined;
    const now = this.now();
    entry.failures = entry.failures.filter((at) => now - at < FAILURE_WINDOW_MS);
    if (entry.failures.length === 0 && entry.lockedUntil <= now) {
      this.tracked.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Milliseconds until the account or the address may try again; 0 when it may now. */
  retryAfterMs(account: string, address: string): number {
    const now = this.now();
    const lockedUntil = Math.max(
      this.entry(`account:${account}`)?.lockedUntil ?? 0,
      this.entry(`address:${address}`)?.lockedUntil ?? 0,
    );
    return Math.max(0, lockedUntil - now);
  }

  recordFailure(account: string, address: string): void {
    this.fail(`account:${account}`, ACCOUNT_FAILURE_LIMIT);
    this.fail(`address:${address}`, ADDRESS_FAILURE_LIMIT);
  }

  /** A right password clears the account's failures (the address keeps its own). */
  recordSuccess(account: string): void {
    this.tracked.delete(`account:${account}`);
  }

  private fail(key: string, limit: number): void {
    const now = this.now();
    const entry = this.entry(key) ?? { failures: [], lockedUntil: 0 };
    entry.failures.push(now);
    if (entry.failures.length >= limit) entry.lockedUntil = now + LOCKOUT_MS;
    // Re-inserting moves the key to the end: the first keys of the map are the least recently seen.
    this.tracked.delete(key);
    this.tracked.set(key, entry);
    while (this.tracked.size > MAX_TRACKED_KEYS) this.tracked.delete(this.tracked.keys().next().value!);
  }
}
