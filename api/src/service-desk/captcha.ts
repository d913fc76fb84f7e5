/**
 * The contact form's invisible captcha: an ALTCHA proof of work. The page fetches a challenge,
 * its browser finds the counter that derives the challenge's key (a fraction of a second on a
 * phone) and sends the challenge back with the solution. The challenge is signed with the api's
 * secret, so its terms cannot be eased, expires after a while, and is accepted once.
 *
 * The challenge is deterministic (a counter picked at random in a range): the work to solve it is
 * bounded, so no visitor draws an unlucky challenge that takes seconds.
 */
import { randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type ChallengeParameters, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import type { UsedChallenges } from './used-challenges';

export const CAPTCHA_ALGORITHM = 'SHA-256';
/** One SHA-256 per counter tried: the counter range alone sets the work. */
export const CAPTCHA_COST = 1;
/**
 * The counter a challenge hides is drawn in this range, and a browser tries every counter from 0
 * up to it: at most 10,000 hashes, a few tens of milliseconds in Node and well under a second on a
 * modest phone hashing one value at a time.
 */
export const CAPTCHA_COUNTER_MIN = 2_000;
export const CAPTCHA_COUNTER_MAX = 10_000;

/** How long a challenge may be solved and sent, by default: time to fill the form in. */
export const DEFAULT_CAPTCHA_TTL_SECONDS = 600;
const MIN_CAPTCHA_TTL_SECONDS = 60;
const MAX_CAPTCHA_TTL_SECONDS = 86_400;

/** The challenge's lifetime from CAPTCHA_TTL_SECONDS (60 s to a day), else the default. */
export function captchaTtlSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.CAPTCHA_TTL_SECONDS;
  if (text === undefined || text.trim() === '') return DEFAULT_CAPTCHA_TTL_SECONDS;
  const seconds = Number(text);
  if (!Number.isInteger(seconds) || seconds < MIN_CAPTCHA_TTL_SECONDS || seconds > MAX_CAPTCHA_TTL_SECONDS)
    throw new Error(
      `CAPTCHA_TTL_SECONDS must be a whole number of seconds from ${MIN_CAPTCHA_TTL_SECONDS} to ${MAX_CAPTCHA_TTL_SECONDS}`,
    );
  return seconds;
}

/** A challenge and its solution, as the page sends them, is far shorter than this. */
const MAX_CAPTCHA_JSON_LENGTH = 4_096;
const HEX = /^[0-9a-f]+$/;
const hex = (maxLength: number) => z.string().min(1).max(maxLength).regex(HEX);

/**
 * The shape of what the page sends. The parameters keep every key they came with: the signature
 * covers them all, so one added or dropped on the way fails the signature, as it must.
 */
const captchaPayload = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(CAPTCHA_ALGORITHM),
      expiresAt: z.int().positive(),
      cost: z.int().min(1).max(1_000_000),
      keyLength: z.int().min(1).max(64),
      nonce: hex(64),
      salt: hex(64),
      keyPrefix: hex(128),
    }),
    signature: hex(128),
  }),
  solution: z.object({ counter: z.int().min(0).max(0xffff_ffff), derivedKey: hex(128) }),
});

export class Captcha {
  constructor(
    private readonly secret: string,
    private readonly used: UsedChallenges,
    private readonly ttlSeconds: number = DEFAULT_CAPTCHA_TTL_SECONDS,
    private readonly now: () => number = Date.now,
  ) {}

  /** A fresh signed challenge, good for `ttlSeconds`. */
  challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: CAPTCHA_ALGORITHM,
      cost: CAPTCHA_COST,
      counter: randomInt(CAPTCHA_COUNTER_MIN, CAPTCHA_COUNTER_MAX + 1),
      deriveKey,
      expiresAt: Math.floor(this.now() / 1000) + this.ttlSeconds,
      hmacSignatureSecret: this.secret,
    });
  }

  /**
   * Whether `sent` is one of our challenges, unexpired, rightly solved and never accepted before;
   * accepting it spends it. Anything else, whatever its shape, is simply not a solution.
   */
  async accept(sent: unknown): Promise<boolean> {
    if (JSON.stringify(sent ?? null).length > MAX_CAPTCHA_JSON_LENGTH) return false;
    const parsed = captchaPayload.safeParse(sent);
    if (!parsed.success) return false;
    const { challenge, solution } = parsed.data;
    const nowSeconds = Math.floor(this.now() / 1000);
    if (challenge.parameters.expiresAt <= nowSeconds) return false;
    try {
      const result = await verifySolution({
        challenge: { parameters: challenge.parameters as ChallengeParameters, signature: challenge.signature },
        solution: solution satisfies Solution,
        deriveKey,
        hmacSignatureSecret: this.secret,
      });
      if (!result.verified) return false;
    } catch {
      return false;
    }
    return this.used.spend(challenge.signature, challenge.parameters.expiresAt, nowSeconds);
  }
}
