import {
  ACCOUNT_AT_ADDRESS_RULE,
  ACCOUNT_RULE,
  ADDRESS_RULE,
  FAILURE_MEMORY_MS,
  MAX_TRACKED_KEYS,
  SignInThrottle,
  type SignInStart,
} from './sign-in-throttle';

let now = 0;
const throttle = () => new SignInThrottle(() => now);
beforeEach(() => {
  now = 1_000_000;
});

/** Starts `count` sign-ins that all fail (none of them says it succeeded). */
function fail(guard: SignInThrottle, account: string, address: string, count = 1): SignInStart[] {
  return Array.from({ length: count }, () => guard.start(account, address));
}

const waitOf = (started: SignInStart) => (started.allowed ? 0 : started.retryAfterMs);

describe('sign-in throttle', () => {
  it('counts an attempt when it starts: a burst gets the free tries, the rest is refused at once', () => {
    const guard = throttle();
    // Nothing awaited between them: 30 attempts sent together, the right password last.
    const burst = fail(guard, 'agent', '203.0.113.9', 30);
    expect(burst.filter((started) => started.allowed)).toHaveLength(ACCOUNT_AT_ADDRESS_RULE.freeFailures);
    expect(burst.at(-1)).toEqual({ allowed: false, retryAfterMs: ACCOUNT_AT_ADDRESS_RULE.firstDelayMs });
  });

  it('makes the wait grow with each failure past the free ones, from one address', () => {
    const guard = throttle();
    fail(guard, 'agent', 'a', ACCOUNT_AT_ADDRESS_RULE.freeFailures);
    expect(waitOf(guard.start('agent', 'a'))).toBe(ACCOUNT_AT_ADDRESS_RULE.firstDelayMs);
    now += ACCOUNT_AT_ADDRESS_RULE.firstDelayMs;
    expect(guard.start('agent', 'a').allowed).toBe(true);
    expect(waitOf(guard.start('agent', 'a'))).toBe(2 * ACCOUNT_AT_ADDRESS_RULE.firstDelayMs);
    for (let step = 0; step < 10; step++) {
      // A refused attempt is not counted: waiting what it said lets the next one in.
      now += waitOf(guard.start('agent', 'a'));
      expect(guard.start('agent', 'a').allowed).toBe(true);
    }
    expect(waitOf(guard.start('agent', 'a'))).toBe(ACCOUNT_AT_ADDRESS_RULE.maxDelayMs);
  });

  it('never keeps the owner at another address out because of someone else’s guesses', () => {
    const guard = throttle();
    fail(guard, 'agent', 'attacker', 50);
    expect(guard.start('agent', 'attacker').allowed).toBe(false);
    const owner = guard.start('agent', 'office');
    expect(owner.allowed).toBe(true);
  });

  it('slows a guess spread over many addresses, by a minute at most for the owner', () => {
    const guard = throttle();
    for (let address = 0; address < ACCOUNT_RULE.freeFailures; address++) fail(guard, 'agent', `10.0.0.${address}`);
    expect(waitOf(guard.start('agent', 'office'))).toBe(ACCOUNT_RULE.firstDelayMs);
    for (let address = 0; address < 100; address++) {
      now += ACCOUNT_RULE.maxDelayMs;
      fail(guard, 'agent', `10.0.1.${address}`);
    }
    expect(waitOf(guard.start('agent', 'office'))).toBe(ACCOUNT_RULE.maxDelayMs);
  });

  it('stops one address trying many accounts', () => {
    const guard = throttle();
    for (let account = 0; account < ADDRESS_RULE.freeFailures; account++) fail(guard, `account-${account}`, 'sprayer');
    expect(waitOf(guard.start('someone-new', 'sprayer'))).toBe(ADDRESS_RULE.firstDelayMs);
    expect(guard.start('someone-new', 'elsewhere').allowed).toBe(true);
  });

  it('clears an account’s counts on a right password and forgets failures after a quiet while', () => {
    const guard = throttle();
    fail(guard, 'agent', 'a', ACCOUNT_AT_ADDRESS_RULE.freeFailures - 1);
    const right = guard.start('agent', 'a');
    if (!right.allowed) throw new Error('the fifth try is free');
    right.attempt.succeeded();
    expect(fail(guard, 'agent', 'a', ACCOUNT_AT_ADDRESS_RULE.freeFailures).every((started) => started.allowed)).toBe(
      true,
    );
    expect(guard.start('agent', 'a').allowed).toBe(false);
    now += FAILURE_MEMORY_MS;
    expect(guard.start('agent', 'a').allowed).toBe(true);
  });

  it('remembers a bounded number of counts', () => {
    const guard = throttle();
    for (let index = 0; index < MAX_TRACKED_KEYS; index++) guard.start(`account-${index}`, `address-${index}`);
    expect((guard as unknown as { counts: Map<string, unknown> }).counts.size).toBeLessThanOrEqual(MAX_TRACKED_KEYS);
  });
});
