import { FailureThrottle } from './failure-throttle';
import { MemoryThrottleState } from './throttle-state';

const WINDOW_MS = 15 * 60_000;

describe('the failure throttle', () => {
  let now: number;
  let throttle: FailureThrottle;
  beforeEach(() => {
    now = 1_000_000;
    throttle = new FailureThrottle(3, WINDOW_MS, new MemoryThrottleState(() => now), 'lookup', () => now);
  });

  it('lets an address fail up to the limit, then refuses it until the oldest failure leaves the window', async () => {
    for (let i = 0; i < 3; i++) {
      expect(await throttle.retryAfterMs('10.0.0.1')).toBe(0);
      await throttle.recordFailure('10.0.0.1');
      now += 60_000;
    }
    // The first failure was 3 minutes ago: 12 minutes to wait.
    expect(await throttle.retryAfterMs('10.0.0.1')).toBe(WINDOW_MS - 3 * 60_000);
    expect(await throttle.retryAfterMs('10.0.0.2')).toBe(0);
    now += WINDOW_MS - 3 * 60_000;
    expect(await throttle.retryAfterMs('10.0.0.1')).toBe(0);
  });

  it('counts only the failures within the window', async () => {
    await throttle.recordFailure('10.0.0.1');
    await throttle.recordFailure('10.0.0.1');
    now += WINDOW_MS;
    await throttle.recordFailure('10.0.0.1');
    expect(await throttle.retryAfterMs('10.0.0.1')).toBe(0);
  });

  it('keeps apart the counts of two throttles sharing one state', async () => {
    const state = new MemoryThrottleState(() => now);
    const lookups = new FailureThrottle(1, WINDOW_MS, state, 'lookup', () => now);
    const codes = new FailureThrottle(1, WINDOW_MS, state, 'gift-code', () => now);
    await lookups.recordFailure('10.0.0.1');
    expect(await lookups.retryAfterMs('10.0.0.1')).toBeGreaterThan(0);
    expect(await codes.retryAfterMs('10.0.0.1')).toBe(0);
  });
});
