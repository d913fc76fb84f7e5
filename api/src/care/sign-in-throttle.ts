/**
 * Guessing a password is made slow without letting anyone lock its owner out (OWASP's guidance on
 * authentication): failed sign-ins are counted per account and address together, per address, and per
 * account over every address. Each count allows a few failures, then every further attempt waits a
 * delay that doubles with each failure, up to a cap, counted from the last failure:
 * - the account-and-address count stops a guesser at one account from one address after a few tries,
 *   while the owner, from anywhere else, is not slowed at all;
 * - the address count stops one address trying password after password across many accounts;
 * - the account count, with many more free failures and a short cap, slows a guess spread over many
 *   addresses without ever keeping the owner waiting more than a minute.
 *
 * An attempt counts as a failure from the moment it starts, before the password's hash (tens of
 * milliseconds) is checked: attempts sent together see each other, so a burst tests no more guesses
 * than a sequence does. A right password takes its attempt back and clears its account's counts.
 *
 * Kept in memory, per api: @fastify/rate-limit counts every request, while this counts failures only.
 */

interface Rule {
  /** Failures allowed before any wait. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; it doubles with each further failure. */
  firstDelayMs: number;
  maxDelayMs: number;
}

/** One account from one address: five tries, then a minute, two, four… up to fifteen. */
export const ACCOUNT_AT_ADDRESS_RULE: Rule = { freeFailures: 5, firstDelayMs: 60_000, maxDelayMs: 15 * 60_000 };
/** One address over every account (an office of operators, a family, shares one): twenty tries. */
export const ADDRESS_RULE: Rule = { freeFailures: 20, firstDelayMs: 60_000, maxDelayMs: 15 * 60_000 };
/** One account over every address: many tries, and never more than a minute's wait for its owner. */
export const ACCOUNT_RULE: Rule = { freeFailures: 20, firstDelayMs: 5_000, maxDelayMs: 60_000 };
/** Failures are forgotten a day after the last one (longer than any wait, so waits keep growing). */
export const FAILURE_MEMORY_MS = 24 * 3_600_000;
/** Counts remembered at most; the least recently failed are forgotten first, so memory stays bounded. */
export const MAX_TRACKED_KEYS = 30_000;

interface Count {
  failures: number;
  lastFailureAt: number;
}

/** A sign-in being checked: counted as failed unless its password turns out right. */
export interface SignInAttempt {
  succeeded(): void;
}

export type SignInStart = { allowed: true; attempt: SignInAttempt } | { allowed: false; retryAfterMs: number };

export class SignInThrottle {
  private readonly counts = new Map<string, Count>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Starts a sign-in: refused with the wait when a count asks for one, else counted as a failure at
   * once (checked and counted in one step, with nothing awaited between).
   */
  start(account: string, address: string): SignInStart {
    const keys = this.keysOf(account, address);
    const retryAfterMs = Math.max(...keys.map(([key, rule]) => this.waitMs(key, rule)));
    if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
    for (const [key] of keys) this.countFailure(key);
    return {
      allowed: true,
      attempt: {
        succeeded: () => {
          // The owner proved who they are: the account's counts start again; the address keeps its
          // count less this attempt.
          this.counts.delete(keys[0][0]);
          this.counts.delete(keys[2][0]);
          const address = this.counts.get(keys[1][0]);
          if (address && address.failures > 0) address.failures -= 1;
        },
      },
    };
  }

  private keysOf(account: string, address: string): [[string, Rule], [string, Rule], [string, Rule]] {
    return [
      [`pair:${account}\u0000${address}`, ACCOUNT_AT_ADDRESS_RULE],
      [`address:${address}`, ADDRESS_RULE],
      [`account:${account}`, ACCOUNT_RULE],
    ];
  }

  private current(key: string): Count | undefined {
    const count = this.counts.get(key);
    if (count && this.now() - count.lastFailureAt >= FAILURE_MEMORY_MS) {
      this.counts.delete(key);
      return undefined;
    }
    return count;
  }

  private waitMs(key: string, rule: Rule): number {
    const count = this.current(key);
    if (!count || count.failures < rule.freeFailures) return 0;
    const delay = Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** (count.failures - rule.freeFailures));
    return Math.max(0, count.lastFailureAt + delay - this.now());
  }

  private countFailure(key: string): void {
    const count = this.current(key) ?? { failures: 0, lastFailureAt: 0 };
    count.failures += 1;
    count.lastFailureAt = this.now();
    // Re-inserting moves the key to the end: the first keys of the map are the least recently failed.
    this.counts.delete(key);
    this.counts.set(key, count);
    while (this.counts.size > MAX_TRACKED_KEYS) this.counts.delete(this.counts.keys().next().value!);
  }
}
