/**
 * Guessing gift codes is made slow: an address that typed GIFT_CODE_FAILURE_LIMIT unknown codes
 * within GIFT_CODE_FAILURE_WINDOW_MS is refused (even a right code) until the oldest of those
 * failures leaves the window. Only unknown codes count: a malformed one finds nothing, and an
 * expired one is a real code. Kept in memory, bounded like the sign-in throttles.
 */

export const GIFT_CODE_FAILURE_LIMIT = 10;
export const GIFT_CODE_FAILURE_WINDOW_MS = 15 * 60_000;
/** Addresses remembered at most; the least recently seen are forgotten first. */
const MAX_TRACKED_ADDRESSES = 10_000;

export class GiftCodeThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  private recent(address: string): number[] {
    const now = this.now();
    const kept = (this.failures.get(address) ?? []).filter((at) => now - at < GIFT_CODE_FAILURE_WINDOW_MS);
    if (kept.length === 0) this.failures.delete(address);
    else this.failures.set(address, kept);
    return kept;
  }

  /** Milliseconds until the address may type a code again; 0 when it may now. */
  retryAfterMs(address: string): number {
    const recent = this.recent(address);
    if (recent.length < GIFT_CODE_FAILURE_LIMIT) return 0;
    return Math.max(1, recent[recent.length - GIFT_CODE_FAILURE_LIMIT]! + GIFT_CODE_FAILURE_WINDOW_MS - this.now());
  }

  recordFailure(address: string): void {
    const recent = this.recent(address);
    // Past the limit only the last LIMIT failures decide when the address may try again.
    const kept = [...recent, this.now()].slice(-GIFT_CODE_FAILURE_LIMIT);
    // Re-inserting moves the address to the end: the first keys are the least recently seen.
    this.failures.delete(address);
    this.failures.set(address, kept);
    while (this.failures.size > MAX_TRACKED_ADDRESSES) this.failures.delete(this.failures.keys().next().value!);
  }
}
