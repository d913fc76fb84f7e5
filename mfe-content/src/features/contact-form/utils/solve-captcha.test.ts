/**
 * @jest-environment node
 */
// The proof of work runs on Web Crypto, which the browser has and jsdom lacks: node's is the same.
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey as serverDeriveKey } from 'altcha-lib/algorithms/sha';
import { solveCaptcha } from './solve-captcha';

const SECRET = 'test-only-secret';

/** A challenge made as the api makes it: SHA-256 with node's key function, signed. */
function serverChallenge() {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 2,
    keyPrefix: '0',
    deriveKey: serverDeriveKey,
    hmacSignatureSecret: SECRET,
    expiresAt: new Date(Date.now() + 60_000),
  });
}

describe('solveCaptcha', () => {
  it('finds a solution the api verifies with its own key function', async () => {
    const challenge = await serverChallenge();

    const proof = await solveCaptcha(challenge);

    expect(proof.challenge).toBe(challenge);
    const verdict = await verifySolution({
      challenge: proof.challenge,
      solution: proof.solution,
      deriveKey: serverDeriveKey,
      hmacSignatureSecret: SECRET,
    });
    expect(verdict.verified).toBe(true);
  });

  it('gives a solution another challenge refuses', async () => {
    const [first, second] = await Promise.all([serverChallenge(), serverChallenge()]);

    const proof = await solveCaptcha(first);

    const verdict = await verifySolution({
      challenge: second,
      solution: proof.solution,
      deriveKey: serverDeriveKey,
      hmacSignatureSecret: SECRET,
    });
    expect(verdict.verified).toBe(false);
  });
});
