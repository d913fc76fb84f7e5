/**
 * A signing key that never lives in the source: a deployment sets it in the environment; the
 * embedded shop generates a random one on its first start and keeps it in its data folder
 * (readable by its owner only), so every install has its own and a restart keeps what was signed.
 * Apis sharing a PostgreSQL store (DATABASE_URL) must all have it from the environment.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** 256 bits, as HMAC-SHA256 wants. */
const GENERATED_SECRET_BYTES = 32;

export interface GeneratedSecretOptions {
  /** The environment variable a deployment sets it in. */
  envName: string;
  /** The file of the data folder a generated one is kept in. */
  fileName: string;
  /** A secret shorter than this is refused: it could be guessed. */
  minLength: number;
}

export function secretFromEnvironmentOrDataDir(
  dataDir: string,
  env: NodeJS.ProcessEnv,
  { envName, fileName, minLength }: GeneratedSecretOptions,
): string {
  const fromEnvironment = env[envName];
  if (fromEnvironment !== undefined && fromEnvironment !== '') {
    if (fromEnvironment.length < minLength) throw new Error(`${envName} must be at least ${minLength} characters`);
    return fromEnvironment;
  }
  // Apis sharing a database are one shop: each would generate a key of its own in its own folder,
  // and what one signed the others would refuse.
  if (env.DATABASE_URL)
    throw new Error(`${envName} must be set when DATABASE_URL is: every api sharing the database signs with it`);
  const file = path.join(dataDir, fileName);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': a secret another process wrote first is kept, never replaced.
    fs.writeFileSync(file, randomBytes(GENERATED_SECRET_BYTES).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = fs.readFileSync(file, 'utf8').trim();
  if (stored.length < minLength) throw new Error(`${file} holds no usable secret: delete it to generate a new one`);
  return stored;
}
