/**
 * Guessing is made slow: an address that failed `limit` times within `windowMs` is refused (even
 * when it is right at last) until the oldest of those failures leaves the window. Only failures
 * count, so a customer who types their booking (or gift code) right is never slowed down. The
 * failures are kept in the api's throttle state (`throttle-state.ts`): in memory, or shared by
 * every api of the store.
 */
import type { ThrottleEntry, ThrottleState } from './throttle-state';

export class FailureThrottle {
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly state: ThrottleState,
    /** What is throttled, so two throttles of one state keep apart counts. */
    private readonly scope: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** The failures still in the window, oldest first; past the limit only the last `limit` matter. */
  private recent(failures: number[] | undefined, now: number): number[] {
    return (failures ?? []).filter((at) => now - at < this.windowMs).slice(-this.limit);
  }

  private entryOf(failures: number[]): ThrottleEntry<number[]> | undefined {
    return failures.length === 0 ? undefined : { value: failures, expiresAt: failures.at(-1)! + this.windowMs };
  }

  /** Milliseconds until the address may try again; 0 when it may now. */
  retryAfterMs(address: string): Promise<number> {
    return this.state.change<number[], number>([`${this.scope}:${address}`], ([failures]) => {
      const now = this.now();
      const recent = this.recent(failures, now);
      const wait = recent.length < this.limit ? 0 : Math.max(1, recent[0]! + this.windowMs - now);
      return { next: [this.entryOf(recent)], result: wait };
    });
  }

  recordFailure(address: string): Promise<void> {
    return this.state.change<number[], void>([`${this.scope}:${address}`], ([failures]) => {
      const now = this.now();
      return { next: [this.entryOf(this.recent([...(failures ?? []), now], now))], result: undefined };
    });
  }
}
