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
 * The counts are kept in the api's throttle state (`src/http/throttle-state.ts`): in memory, or
 * shared by every api of the store, so a guesser gains nothing by reaching several apis.
 * @fastify/rate-limit counts every request, while this counts failures only.
 */
import type { ThrottleEntry, ThrottleState } from '../http/throttle-state';

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

interface Count {
  failures: number;
  lastFailureAt: number;
}

/** A sign-in being checked: counted as failed unless its password turns out right. */
export interface SignInAttempt {
  succeeded(): Promise<void>;
}

export type SignInStart = { allowed: true; attempt: SignInAttempt } | { allowed: false; retryAfterMs: number };

const entryOf = (count: Count | undefined): ThrottleEntry<Count> | undefined =>
  count && { value: count, expiresAt: count.lastFailureAt + FAILURE_MEMORY_MS };

function waitMs(count: Count | undefined, rule: Rule, now: number): number {
  if (!count || count.failures < rule.freeFailures) return 0;
  const delay = Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** (count.failures - rule.freeFailures));
  return Math.max(0, count.lastFailureAt + delay - now);
}

export class SignInThrottle {
  constructor(
    private readonly state: ThrottleState,
    /** Whose sign-ins these are (operators, customers): each keeps counts of its own. */
    private readonly scope: string,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Starts a sign-in: refused with the wait when a count asks for one, else counted as a failure at
   * once (checked and counted in one step of the throttle state).
   */
  start(account: string, address: string): Promise<SignInStart> {
    const keys = this.keysOf(account, address);
    return this.state.change<Count, SignInStart>(
      keys.map(([key]) => key),
      (counts) => {
        const now = this.now();
        const retryAfterMs = Math.max(...keys.map(([, rule], index) => waitMs(counts[index], rule, now)));
        if (retryAfterMs > 0) return { next: counts.map(entryOf), result: { allowed: false, retryAfterMs } };
        return {
          next: counts.map((count) => entryOf({ failures: (count?.failures ?? 0) + 1, lastFailureAt: now })),
          result: { allowed: true, attempt: { succeeded: () => this.succeeded(keys.map(([key]) => key)) } },
        };
      },
    );
  }

  /**
   * The owner proved who they are: the account's counts start again; the address keeps its count
   * less this attempt.
   */
  private succeeded([pair, address, account]: string[]): Promise<void> {
    return this.state.change<Count, void>([pair!, address!, account!], ([, addressCount]) => ({
      next: [
        undefined,
        entryOf(addressCount && { ...addressCount, failures: Math.max(0, addressCount.failures - 1) }),
        undefined,
      ],
      result: undefined,
    }));
  }

  private keysOf(account: string, address: string): [string, Rule][] {
    return [
      // An address never holds a '|': the pair's key reads one way only (and PostgreSQL's text takes no NUL).
      [`${this.scope}:pair:${account}|${address}`, ACCOUNT_AT_ADDRESS_RULE],
      [`${this.scope}:address:${address}`, ADDRESS_RULE],
      [`${this.scope}:account:${account}`, ACCOUNT_RULE],
    ];
  }
}
