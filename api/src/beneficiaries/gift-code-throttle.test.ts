import { GIFT_CODE_FAILURE_LIMIT, GIFT_CODE_FAILURE_WINDOW_MS, GiftCodeThrottle } from './gift-code-throttle';

describe('the unknown gift code throttle', () => {
  it('holds an address back once it has typed the limit of unknown codes within the window', () => {
    let now = 1_000_000;
    const throttle = new GiftCodeThrottle(() => now);
    for (let failure = 0; failure < GIFT_CODE_FAILURE_LIMIT - 1; failure++) {
      throttle.recordFailure('10.0.0.1');
      now += 1_000;
    }
    expect(throttle.retryAfterMs('10.0.0.1')).toBe(0);
    throttle.recordFailure('10.0.0.1');
    // Until the first failure leaves the window.
    expect(throttle.retryAfterMs('10.0.0.1')).toBe(GIFT_CODE_FAILURE_WINDOW_MS - (GIFT_CODE_FAILURE_LIMIT - 1) * 1_000);
    expect(throttle.retryAfterMs('10.0.0.2')).toBe(0);

    now += GIFT_CODE_FAILURE_WINDOW_MS - (GIFT_CODE_FAILURE_LIMIT - 1) * 1_000;
    expect(throttle.retryAfterMs('10.0.0.1')).toBe(0);
  });

  it('forgets failures older than the window', () => {
    let now = 0;
    const throttle = new GiftCodeThrottle(() => now);
    for (let failure = 0; failure < GIFT_CODE_FAILURE_LIMIT - 1; failure++) throttle.recordFailure('10.0.0.3');
    now += GIFT_CODE_FAILURE_WINDOW_MS;
    throttle.recordFailure('10.0.0.3');
    expect(throttle.retryAfterMs('10.0.0.3')).toBe(0);
  });
});
