import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createChallenge, solveChallenge, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import fc from 'fast-check';
import { openShopStore, type ShopStore } from '../store/shop-store';
import {
  CAPTCHA_ALGORITHM,
  CAPTCHA_COST,
  CAPTCHA_COUNTER_MAX,
  CAPTCHA_COUNTER_MIN,
  Captcha,
  DEFAULT_CAPTCHA_TTL_SECONDS,
  captchaTtlSeconds,
} from './captcha';
import { UsedChallenges } from './used-challenges';

const SECRET = 'a-test-secret-long-enough-for-hmac-256-bits';

let dataDir: string;
let store: ShopStore;
let clockMs: number;
let captcha: Captcha;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'escapade-captcha-test-'));
  store = await openShopStore({ dataDir });
});
afterAll(async () => {
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  clockMs = Date.now();
  captcha = new Captcha(SECRET, new UsedChallenges(store), DEFAULT_CAPTCHA_TTL_SECONDS, () => clockMs);
});

/** What the page does: the challenge goes through JSON both ways, and the browser solves it. */
async function solved(challenge: Challenge): Promise<{ challenge: Challenge; solution: Solution }> {
  const received = JSON.parse(JSON.stringify(challenge)) as Challenge;
  const solution = await solveChallenge({ challenge: received, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return JSON.parse(JSON.stringify({ challenge: received, solution }));
}

/** The hashes a solver tries before it finds the answer: the work a phone does, whatever the machine's load. */
async function hashesToSolve(challenge: Challenge): Promise<number> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return solution.counter + 1;
}

describe('captcha challenges', () => {
  it('are signed SHA-256 proofs of work that expire after the lifetime', async () => {
    const challenge = await captcha.challenge();
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: CAPTCHA_COST });
    expect(challenge.parameters.expiresAt).toBe(Math.floor(clockMs / 1000) + DEFAULT_CAPTCHA_TTL_SECONDS);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  // The work is bounded in hashes, not in milliseconds: a time bound would say more about the
  // machine running the test than about the challenge.
  it('are solved within the bounded work, even the hardest one the range allows', async () => {
    const hardest = await createChallenge({
      algorithm: CAPTCHA_ALGORITHM,
      cost: CAPTCHA_COST,
      counter: CAPTCHA_COUNTER_MAX,
      deriveKey,
      hmacSignatureSecret: SECRET,
    });
    expect(await hashesToSolve(hardest)).toBe(CAPTCHA_COUNTER_MAX + 1);
    for (let i = 0; i < 5; i++) {
      const challenge = await captcha.challenge();
      const solution = await solveChallenge({ challenge, deriveKey });
      expect(solution!.counter).toBeGreaterThanOrEqual(CAPTCHA_COUNTER_MIN);
      expect(solution!.counter).toBeLessThanOrEqual(CAPTCHA_COUNTER_MAX);
      expect(await hashesToSolve(challenge)).toBeLessThanOrEqual(CAPTCHA_COUNTER_MAX + 1);
    }
  });
});

describe('captcha verification', () => {
  it('accepts a solved challenge once, and refuses it when it comes again', async () => {
    const payload = await solved(await captcha.challenge());
    expect(await captcha.accept(payload)).toBe(true);
    expect(await captcha.accept(payload)).toBe(false);
    expect(await captcha.accept(structuredClone(payload))).toBe(false);
  });

  it('lets only one of two submissions racing with the same solution through', async () => {
    const payload = await solved(await captcha.challenge());
    const results = await Promise.all([captcha.accept(payload), captcha.accept(structuredClone(payload))]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('keeps a spent challenge refused after a restart on the same store', async () => {
    const payload = await solved(await captcha.challenge());
    expect(await captcha.accept(payload)).toBe(true);
    const restarted = new Captcha(SECRET, new UsedChallenges(store), DEFAULT_CAPTCHA_TTL_SECONDS, () => clockMs);
    expect(await restarted.accept(payload)).toBe(false);
  });

  it('refuses a challenge past its lifetime, even rightly solved', async () => {
    const payload = await solved(await captcha.challenge());
    clockMs += (DEFAULT_CAPTCHA_TTL_SECONDS + 1) * 1000;
    expect(await captcha.accept(payload)).toBe(false);
  });

  it('refuses a challenge whose terms, signature or solution were changed', async () => {
    const original = await solved(await captcha.challenge());
    const other = await solved(await captcha.challenge());
    const { parameters } = original.challenge;
    const { counter, derivedKey } = original.solution;
    const flipped = (hex: string) => `${hex.slice(0, -1)}${hex.endsWith('0') ? '1' : '0'}`;
    const tampered: Record<string, unknown> = {
      'an eased key prefix': {
        ...original,
        challenge: { ...original.challenge, parameters: { ...parameters, keyPrefix: '00' } },
      },
      'a later expiry': {
        ...original,
        challenge: { ...original.challenge, parameters: { ...parameters, expiresAt: parameters.expiresAt! + 3600 } },
      },
      'a lower cost': {
        ...original,
        challenge: { ...original.challenge, parameters: { ...parameters, cost: 1, nonce: '00' } },
      },
      'an added parameter': {
        ...original,
        challenge: { ...original.challenge, parameters: { ...parameters, data: { pass: true } } },
      },
      'another signature': {
        ...original,
        challenge: { ...original.challenge, signature: flipped(original.challenge.signature!) },
      },
      'the signature of another challenge': {
        ...original,
        challenge: { ...original.challenge, signature: other.challenge.signature },
      },
      'another counter': { ...original, solution: { counter: counter + 1, derivedKey } },
      'another derived key': { ...original, solution: { counter, derivedKey: flipped(derivedKey) } },
      'the solution of another challenge': { ...original, solution: other.solution },
      'an upper-case derived key': { ...original, solution: { counter, derivedKey: derivedKey.toUpperCase() } },
    };
    for (const [name, payload] of Object.entries(tampered)) {
      expect([name, await captcha.accept(payload)]).toEqual([name, false]);
    }
    // Nothing above spent the real one.
    expect(await captcha.accept(original)).toBe(true);
  });

  it('refuses a challenge signed with another key', async () => {
    const foreign = await createChallenge({
      algorithm: CAPTCHA_ALGORITHM,
      cost: CAPTCHA_COST,
      counter: CAPTCHA_COUNTER_MIN,
      deriveKey,
      expiresAt: Math.floor(clockMs / 1000) + 60,
      hmacSignatureSecret: 'another-secret-of-another-site-0123456789',
    });
    expect(await captcha.accept(await solved(foreign))).toBe(false);
  });

  it('refuses garbage of any shape without throwing', async () => {
    const payload = await solved(await captcha.challenge());
    const shapes: unknown[] = [
      undefined,
      null,
      0,
      'captcha',
      [],
      {},
      { challenge: null, solution: null },
      { challenge: 'x', solution: payload.solution },
      { challenge: { parameters: null, signature: payload.challenge.signature }, solution: payload.solution },
      {
        challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, nonce: 'zz' } },
        solution: payload.solution,
      },
      {
        challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, algorithm: 'SHA-1' } },
        solution: payload.solution,
      },
      { ...payload, solution: { counter: -1, derivedKey: payload.solution.derivedKey } },
      { ...payload, solution: { counter: 2 ** 32, derivedKey: payload.solution.derivedKey } },
      { ...payload, solution: { counter: 1.5, derivedKey: payload.solution.derivedKey } },
      { ...payload, solution: { counter: '12', derivedKey: payload.solution.derivedKey } },
      { ...payload, solution: { counter: payload.solution.counter, derivedKey: 'abc' } },
      { ...payload, solution: { counter: payload.solution.counter, derivedKey: 'f'.repeat(10_000) } },
      {
        ...payload,
        challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, junk: 'x'.repeat(5_000) } },
      },
    ];
    for (const shape of shapes) await expect(captcha.accept(shape)).resolves.toBe(false);
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), async (value) => {
        expect(await captcha.accept(value)).toBe(false);
      }),
      { numRuns: 200, seed: 20_260_512 },
    );
    // The real solution still passes after all of that.
    expect(await captcha.accept(payload)).toBe(true);
  });
});

describe('the challenge lifetime', () => {
  it('is 600 s unless CAPTCHA_TTL_SECONDS sets 60 s to a day', () => {
    expect(captchaTtlSeconds({})).toBe(600);
    expect(captchaTtlSeconds({ CAPTCHA_TTL_SECONDS: '' })).toBe(600);
    expect(captchaTtlSeconds({ CAPTCHA_TTL_SECONDS: '120' })).toBe(120);
    for (const wrong of ['59', '86401', '1.5', 'ten', '-600', 'Infinity'])
      expect(() => captchaTtlSeconds({ CAPTCHA_TTL_SECONDS: wrong })).toThrow(/CAPTCHA_TTL_SECONDS/);
  });
});
