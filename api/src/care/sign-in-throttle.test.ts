import {
  ACCOUNT_AT_ADDRESS_RULE,
  ACCOUNT_RULE,
  ADDRESS_RULE,
  FAILURE_MEMORY_MS,
  SignInThrottle,
  type SignInStart,
} from './sign-in-throttle';
import { MemoryThrottleState } from '../http/throttle-state';

let now = 0;
const throttle = () => new SignInThrottle(new MemoryThrottleState(() => now), 'care', () => now);
beforeEach(() => {
  now = 1_000_000;
});

/** Starts `count` sign-ins that all fail (none of them says it succeeded). */
function fail(guard: SignInThrottle, account: string, address: string, count = 1): Promise<SignInStart[]> {
  return Promise.all(Array.from({ length: count }, () => guard.start(account, address)));
}

const waitOf = async (started: Promise<SignInStart>) => {
  const answer = await started;
  return answer.allowed ? 0 : answer.retryAfterMs;
};

describe('sign-in throttle', () => {
  it('counts an attempt when it starts: a burst gets the free tries, the rest is refused at once', async () => {
    const guard = throttle();
    // Nothing awaited between them: 30 attempts sent together, the right password last.
    const burst = await fail(guard, 'agent', '203.0.113.9', 30);
    expect(burst.filter((started) => started.allowed)).toHaveLength(ACCOUNT_AT_ADDRESS_RULE.freeFailures);
    expect(burst.at(-1)).toEqual({ allowed: false, retryAfterMs: ACCOUNT_AT_ADDRESS_RULE.firstDelayMs });
  });

  it('makes the wait grow with each failure past the free ones, from one address', async () => {
    const guard = throttle();
    await fail(guard, 'agent', 'a', ACCOUNT_AT_ADDRESS_RULE.freeFailures);
    expect(await waitOf(guard.start('agent', 'a'))).toBe(ACCOUNT_AT_ADDRESS_RULE.firstDelayMs);
    now += ACCOUNT_AT_ADDRESS_RULE.firstDelayMs;
    expect((await guard.start('agent', 'a')).allowed).toBe(true);
    expect(await waitOf(guard.start('agent', 'a'))).toBe(2 * ACCOUNT_AT_ADDRESS_RULE.firstDelayMs);
    for (let step = 0; step < 10; step++) {
      // A refused attempt is not counted: waiting what it said lets the next one in.
      now += await waitOf(guard.start('agent', 'a'));
      expect((await guard.start('agent', 'a')).allowed).toBe(true);
    }
    expect(await waitOf(guard.start('agent', 'a'))).toBe(ACCOUNT_AT_ADDRESS_RULE.maxDelayMs);
  });

  it('never keeps the owner at another address out because of someone else’s guesses', async () => {
    const guard = throttle();
    await fail(guard, 'agent', 'attacker', 50);
    expect((await guard.start('agent', 'attacker')).allowed).toBe(false);
    const owner = await guard.start('agent', 'office');
    expect(owner.allowed).toBe(true);
  });

  it('slows a guess spread over many addresses, by a minute at most for the owner', async () => {
    const guard = throttle();
    for (let address = 0; address < ACCOUNT_RULE.freeFailures; address++)
      await fail(guard, 'agent', `10.0.0.${address}`);
    expect(await waitOf(guard.start('agent', 'office'))).toBe(ACCOUNT_RULE.firstDelayMs);
    for (let address = 0; address < 100; address++) {
      now += ACCOUNT_RULE.maxDelayMs;
      await fail(guard, 'agent', `10.0.1.${address}`);
    }
    expect(await waitOf(guard.start('agent', 'office'))).toBe(ACCOUNT_RULE.maxDelayMs);
  });

  it('stops one address trying many accounts', async () => {
    const guard = throttle();
    for (let account = 0; account < ADDRESS_RULE.freeFailures; account++)
      await fail(guard, `account-${account}`, 'sprayer');
    expect(await waitOf(guard.start('someone-new', 'sprayer'))).toBe(ADDRESS_RULE.firstDelayMs);
    expect((await guard.start('someone-new', 'elsewhere')).allowed).toBe(true);
  });

  it('clears an account’s counts on a right password and forgets failures after a quiet while', async () => {
    const guard = throttle();
    await fail(guard, 'agent', 'a', ACCOUNT_AT_ADDRESS_RULE.freeFailures - 1);
    const right = await guard.start('agent', 'a');
    if (!right.allowed) throw new Error('the fifth try is free');
    await right.attempt.succeeded();
    expect(
      (await fail(guard, 'agent', 'a', ACCOUNT_AT_ADDRESS_RULE.freeFailures)).every((started) => started.allowed),
    ).toBe(true);
    expect((await guard.start('agent', 'a')).allowed).toBe(false);
    now += FAILURE_MEMORY_MS;
    expect((await guard.start('agent', 'a')).allowed).toBe(true);
  });
});
