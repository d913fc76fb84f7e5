/**
 * The analytics client id, from a `_ga`-style first-party cookie: `GA1.1.<random>.<seconds>`, the
 * client id being `<random>.<seconds>`. No analytics script runs in this shop, so the shell sets
 * the cookie itself when it is missing (two years, this host only); the transport still polls for
 * it (every 1 s, 5 tries) as it would for a script that writes it late.
 */
import { readCookie } from '../../../utils/cookies';

export const CLIENT_ID_COOKIE = '_ga';
/** The client id is polled every 1 s for 5 attempts. */
export const CLIENT_ID_POLL_INTERVAL_MS = 1000;
export const CLIENT_ID_POLL_TRIES = 5;
const CLIENT_ID_COOKIE_MAX_AGE_S = 2 * 365 * 24 * 60 * 60;
const CLIENT_ID_COOKIE_PATTERN = /^GA\d\.\d+\.(\d+\.\d+)$/;

/** The client id in the cookie, or null when there is none (or it is malformed). */
export function readClientId(doc: Document = document): string | null {
  const value = readCookie(CLIENT_ID_COOKIE, doc.cookie);
  return value ? (CLIENT_ID_COOKIE_PATTERN.exec(value)?.[1] ?? null) : null;
}

/** Writes a new client id cookie when there is none. */
export function ensureClientIdCookie(doc: Document = document, now: number = Date.now()): void {
  if (readClientId(doc)) return;
  const random = new Uint32Array(1);
  crypto.getRandomValues(random);
  const clientId = `${random[0]! % 1_000_000_000}.${Math.floor(now / 1000)}`;
  doc.cookie = `${CLIENT_ID_COOKIE}=GA1.1.${clientId}; path=/; max-age=${CLIENT_ID_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Tries `read` now and then every CLIENT_ID_POLL_INTERVAL_MS, CLIENT_ID_POLL_TRIES attempts in all. */
export async function pollClientId(read: () => string | null): Promise<string | null> {
  for (let attempt = 1; ; attempt += 1) {
    const clientId = read();
    if (clientId || attempt >= CLIENT_ID_POLL_TRIES) return clientId;
    await sleep(CLIENT_ID_POLL_INTERVAL_MS);
  }
}
