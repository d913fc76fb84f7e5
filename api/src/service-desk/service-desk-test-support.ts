/**
 * For the service-desk route tests: what the contact page does with the captcha (fetch a challenge,
 * solve it as a browser would), and each call from a fresh client address, so the per-address
 * limits are only met by the tests that mean to.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import { freshAddress } from '../orders/purchase-fixtures';

export async function fetchChallenge(app: FastifyInstance): Promise<Challenge> {
  const response = await app.inject({ url: '/api/captcha/challenge', remoteAddress: freshAddress() });
  if (response.statusCode !== 200) throw new Error(`the challenge answered ${response.statusCode}`);
  return response.json();
}

/** `captcha` as the page sends it: the challenge as received and the solution as solved. */
export async function solvedCaptcha(app: FastifyInstance) {
  const challenge = await fetchChallenge(app);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return { challenge, solution };
}

export function postJson(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  { headers = {}, address = freshAddress() }: { headers?: Record<string, string>; address?: string } = {},
) {
  return app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: address });
}
