/**
 * The key captcha challenges are signed with. It never lives in the source: a deployment sets
 * CAPTCHA_HMAC_SECRET; the embedded shop generates a random one on its first start and keeps it in
 * its data folder (readable by its owner only), so every install has its own and a restart keeps
 * the challenges already handed out valid.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const CAPTCHA_SECRET_FILE = 'captcha-hmac-secret';
/** A secret set by hand shorter than this is refused: it could be guessed. */
export const MIN_CAPTCHA_SECRET_LENGTH = 32;
/** 256 bits, as HMAC-SHA256 wants. */
const GENERATED_SECRET_BYTES = 32;

export function captchaSecret(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const fromEnvironment = env.CAPTCHA_HMAC_SECRET;
  if (fromEnvironment !== undefined && fromEnvironment !== '') {
    if (fromEnvironment.length < MIN_CAPTCHA_SECRET_LENGTH)
      throw new Error(`CAPTCHA_HMAC_SECRET must be at least ${MIN_CAPTCHA_SECRET_LENGTH} characters`);
    return fromEnvironment;
  }
  const file = path.join(dataDir, CAPTCHA_SECRET_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': a secret another process wrote first is kept, never replaced.
    fs.writeFileSync(file, randomBytes(GENERATED_SECRET_BYTES).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = fs.readFileSync(file, 'utf8').trim();
  if (stored.length < MIN_CAPTCHA_SECRET_LENGTH)
    throw new Error(`${file} holds no usable secret: delete it to generate a new one`);
  return stored;
}
