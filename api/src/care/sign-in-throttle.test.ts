import {
  ACCOUNT_FAILURE_LIMIT,
  ADDRESS_FAILURE_LIMIT,
  FAILURE_WINDOW_MS,
  LOCKOUT_MS,
  MAX_TRACKED_KEYS,
  SignInThrottle,
} from './sign-in-throttle';

let now = 0;
const throttle = () => new SignInThrottle(() => now);
beforeEach(() => {
  now = 1_000_000;
});

describe('sign-in throttle', () => {
  it('locks an account out after its failures within a window, from any address', () => {
    const guard = throttle();
    for (let attempt = 0; attempt < ACCOUNT_FAILURE_LIMIT - 1; attempt++)
      guard.recordFailure('agent', `10.0.0.${attempt}`);
    expect(guard.retryAfterMs('agent', '10.0.0.99')).toBe(0);
    guard.recordFailure('agent', '10.0.0.50');
    expect(guard.retryAfterMs('agent', '10.0.0.99')).toBe(LOCKOUT_MS);
    expect(guard.retryAfterMs('supervisor', '10.0.0.99')).toBe(0);
    now += LOCKOUT_MS;
    expect(guard.retryAfterMs('agent', '10.0.0.99')).toBe(0);
  });

  it('forgets failures older than the window', () => {
    const guard = throttle();
    for (let attempt = 0; attempt < ACCOUNT_FAILURE_LIMIT - 1; attempt++) guard.recordFailure('agent', 'a');
    now += FAILURE_WINDOW_MS;
    guard.recordFailure('agent', 'a');
    expect(guard.retryAfterMs('agent', 'a')).toBe(0);
  });

  it('locks an address that tries many accounts', () => {
    const guard = throttle();
    for (let attempt = 0; attempt < ADDRESS_FAILURE_LIMIT; attempt++)
      guard.recordFailure(`account-${attempt}`, '203.0.113.9');
    expect(guard.retryAfterMs('someone-new', '203.0.113.9')).toBe(LOCKOUT_MS);
    expect(guard.retryAfterMs('someone-new', '203.0.113.10')).toBe(0);
  });

  it('clears an account’s failures on a right password', () => {
    const guard = throttle();
    for (let attempt = 0; attempt < ACCOUNT_FAILURE_LIMIT - 1; attempt++) guard.recordFailure('agent', `a${attempt}`);
    guard.recordSuccess('agent');
    guard.recordFailure('agent', 'b');
    expect(guard.retryAfterMs('agent', 'c')).toBe(0);
  });

  it('remembers a bounded number of accounts and addresses', () => {
    const guard = throttle();
    for (let index = 0; index < MAX_TRACKED_KEYS; index++) guard.recordFailure(`account-${index}`, 'same-address');
    expect((guard as unknown as { tracked: Map<string, unknown> }).tracked.size).toBeLessThanOrEqual(MAX_TRACKED_KEYS);
  });
});
