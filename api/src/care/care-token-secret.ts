/**
 * The key care tokens are signed with. It never lives in the source: a deployment sets
 * CARE_TOKEN_SECRET; the embedded shop generates a random one on its first start and keeps it in its
 * data folder (readable by its owner only), so every install has its own and restarts keep sessions.
 */
import { secretFromEnvironmentOrDataDir } from '../security/generated-secret';

export const CARE_TOKEN_SECRET_FILE = 'care-token-secret';
/** A secret set by hand shorter than this is refused: it could be guessed. */
export const MIN_CARE_TOKEN_SECRET_LENGTH = 32;

export function careTokenSecret(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  return secretFromEnvironmentOrDataDir(dataDir, env, {
    envName: 'CARE_TOKEN_SECRET',
    fileName: CARE_TOKEN_SECRET_FILE,
    minLength: MIN_CARE_TOKEN_SECRET_LENGTH,
  });
}
