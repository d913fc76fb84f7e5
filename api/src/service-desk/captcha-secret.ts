/**
 * The key captcha challenges are signed with. It never lives in the source: a deployment sets
 * CAPTCHA_HMAC_SECRET; the embedded shop generates a random one on its first start and keeps it in
 * its data folder (readable by its owner only), so every install has its own and a restart keeps
 * the challenges already handed out valid.
 */
import { secretFromEnvironmentOrDataDir } from '../security/generated-secret';

export const CAPTCHA_SECRET_FILE = 'captcha-hmac-secret';
/** A secret set by hand shorter than this is refused: it could be guessed. */
export const MIN_CAPTCHA_SECRET_LENGTH = 32;

export function captchaSecret(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  return secretFromEnvironmentOrDataDir(dataDir, env, {
    envName: 'CAPTCHA_HMAC_SECRET',
    fileName: CAPTCHA_SECRET_FILE,
    minLength: MIN_CAPTCHA_SECRET_LENGTH,
  });
}
