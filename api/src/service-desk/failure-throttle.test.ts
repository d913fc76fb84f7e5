import { FailureThrottle } from './failure-throttle';

const WINDOW_MS = 15 * 60_000;

describe('the failure throttle', () => {
  let now: number;
  let throttle: FailureThrottle;
  beforeEach(() => {
    now = 1_000_000;
    throttle = new FailureThrottle(3, WINDOW_MS, () => now);
  });

  it('lets an address fail up to the limit, then refuses it until the oldest failure leaves the window', () => {
    for (let i = 0; i < 3; i++) {
      expect(throttle.retryAfterMs('10.0.0.1')).toBe(0);
      throttle.recordFailure('10.0.0.1');
      now += 60_000;
    }
    // The first failure was 3 minutes ago: 12 minutes to wait.
    expect(throttle.retryAfterMs('10.0.0.1')).toBe(WINDOW_MS - 3 * 60_000);
    expect(throttle.retryAfterMs('10.0.0.2')).toBe(0);
    now += WINDOW_MS - 3 * 60_000;
    expect(throttle.retryAfterMs('10.0.0.1')).toBe(0);
  });

  it('counts only the failures within the window', () => {
    throttle.recordFailure('10.0.0.1');
    throttle.recordFailure('10.0.0.1');
    now += WINDOW_MS;
    throttle.recordFailure('10.0.0.1');
    expect(throttle.retryAfterMs('10.0.0.1')).toBe(0);
  });
});
