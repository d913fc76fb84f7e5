import { MemoryThrottleState } from '../http/throttle-state';
import { GIFT_CODE_FAILURE_LIMIT, GIFT_CODE_FAILURE_WINDOW_MS, giftCodeThrottle } from './gift-code-throttle';

describe('the unknown gift code throttle', () => {
  it('holds an address back once it has typed the limit of unknown codes within the window', async () => {
    let now = 1_000_000;
    const throttle = giftCodeThrottle(new MemoryThrottleState(() => now), () => now);
    for (let failure = 0; failure < GIFT_CODE_FAILURE_LIMIT - 1; failure++) {
      await throttle.recordFailure('10.0.0.1');
      now += 1_000;
    }
    expect(await throttle.retryAfterMs('10.0.0.1')).toBe(0);
    await throttle.recordFailure('10.0.0.1');
    // Until the first failure leaves the window.
    expect(await throttle.retryAfterMs('10.0.0.1')).toBe(
      GIFT_CODE_FAILURE_WINDOW_MS - (GIFT_CODE_FAILURE_LIMIT - 1) * 1_000,
    );
    expect(await throttle.retryAfterMs('10.0.0.2')).toBe(0);

    now += GIFT_CODE_FAILURE_WINDOW_MS - (GIFT_CODE_FAILURE_LIMIT - 1) * 1_000;
    expect(await throttle.retryAfterMs('10.0.0.1')).toBe(0);
  });

  it('forgets failures older than the window', async () => {
    let now = 0;
    const throttle = giftCodeThrottle(new MemoryThrottleState(() => now), () => now);
    for (let failure = 0; failure < GIFT_CODE_FAILURE_LIMIT - 1; failure++) await throttle.recordFailure('10.0.0.3');
    now += GIFT_CODE_FAILURE_WINDOW_MS;
    await throttle.recordFailure('10.0.0.3');
    expect(await throttle.retryAfterMs('10.0.0.3')).toBe(0);
  });
});
