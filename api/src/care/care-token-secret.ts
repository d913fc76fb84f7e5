/**
 * The key care tokens are signed with. It never lives in the source: a deployment sets
 * CARE_TOKEN_SECRET; the embedded shop generates a random one on its first start and keeps it in its
 * data folder (readable by its owner only), so every install has its own and restarts keep sessions.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const CARE_TOKEN_SECRET_FILE = 'care-token-secret';
/** 256 bits, as HMAC-SHA256 wants. */
const GENERATED_SECRET_BYTES = 32;
/** A secret set by hand shorter than this is refused: it could be guessed. */
export const MIN_CARE_TOKEN_SECRET_LENGTH = 32;

export function careTokenSecret(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const fromEnvironment = env.CARE_TOKEN_SECRET;
  if (fromEnvironment !== undefined && fromEnvironment !== '') {
    if (fromEnvironment.length < MIN_CARE_TOKEN_SECRET_LENGTH) {
      throw new Error(`CARE_TOKEN_SECRET must be at least ${MIN_CARE_TOKEN_SECRET_LENGTH} characters`);
    }
    return fromEnvironment;
  }
  const file = path.join(dataDir, CARE_TOKEN_SECRET_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': never overwrite a secret another process wrote first.
    fs.writeFileSync(file, randomBytes(GENERATED_SECRET_BYTES).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = fs.readFileSync(file, 'utf8').trim();
  if (stored.length < MIN_CARE_TOKEN_SECRET_LENGTH)
    throw new Error(`${file} holds no usable secret: delete it to generate a new one`);
  return stored;
}
