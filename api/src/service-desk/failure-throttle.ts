/**
 * Guessing is made slow: an address that failed `limit` times within `windowMs` is refused (even
 * when it is right at last) until the oldest of those failures leaves the window. Only failures
 * count, so a customer who types their booking right is never slowed down. Kept in memory and
 * bounded: the least recently seen addresses are forgotten first.
 */

/** Addresses remembered at most. */
const MAX_TRACKED_ADDRESSES = 10_000;

export class FailureThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(address: string): number[] {
    const now = this.now();
    const kept = (this.failures.get(address) ?? []).filter((at) => now - at < this.windowMs);
    if (kept.length === 0) this.failures.delete(address);
    else this.failures.set(address, kept);
    return kept;
  }

  /** Milliseconds until the address may try again; 0 when it may now. */
  retryAfterMs(address: string): number {
    const recent = this.recent(address);
    if (recent.length < this.limit) return 0;
    return Math.max(1, recent[recent.length - this.limit]! + this.windowMs - this.now());
  }

  recordFailure(address: string): void {
    // Past the limit only the last `limit` failures decide when the address may try again.
    const kept = [...this.recent(address), this.now()].slice(-this.limit);
    // Re-inserting moves the address to the end: the first keys are the least recently seen.
    this.failures.delete(address);
    this.failures.set(address, kept);
    while (this.failures.size > MAX_TRACKED_ADDRESSES) this.failures.delete(this.failures.keys().next().value!);
  }
}
