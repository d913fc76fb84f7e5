import type { KyInstance } from 'ky';
import type { Challenge } from 'altcha-lib';

/** GET /api/captcha/challenge: a fresh proof-of-work challenge, good for one contact case. */
export function getCaptchaChallenge(api: KyInstance): Promise<Challenge> {
  return api.get('api/captcha/challenge').json<Challenge>();
}
