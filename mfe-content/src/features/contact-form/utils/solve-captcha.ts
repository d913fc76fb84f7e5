import type { Challenge, Solution } from 'altcha-lib';

/** What the contact case carries to prove a person sent it: the challenge as received, and its solution. */
export interface CaptchaProof {
  challenge: Challenge;
  solution: Solution;
}

/** A phone solves the shop's challenge in well under a second; past this, the send fails and may be retried. */
export const CAPTCHA_SOLVE_TIMEOUT_MS = 20_000;

/**
 * Solves the api's proof-of-work challenge, invisibly, in the page. The solver is loaded only when a
 * message is sent. Its key function is the browser's (Web Crypto) twin of the api's: both hash the
 * same way with SHA, so the api accepts the solution; the api's own one needs node's crypto.
 */
export async function solveCaptcha(challenge: Challenge): Promise<CaptchaProof> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ]);
  const solution = await solveChallenge({ challenge, deriveKey, timeout: CAPTCHA_SOLVE_TIMEOUT_MS });
  if (!solution) throw new Error('The captcha challenge was not solved in time');
  return { challenge, solution };
}
