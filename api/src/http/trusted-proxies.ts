/**
 * Which proxies the api believes about the visitor's address (X-Forwarded-For) and host
 * (X-Forwarded-Host): the per-address limits (orders a minute, sign-in and lookup throttles) count
 * visitors only if the api knows who they are. On one machine the edge stands on loopback, which is
 * the default. When edges run on other hosts, `TRUSTED_PROXIES` names them (addresses, CIDR ranges,
 * or the names `loopback`, `linklocal`, `uniquelocal`): trusting only loopback would make every
 * visitor the edge's address, one shop-wide budget; trusting everyone would let a visitor pick an
 * address per request and slip past every limit.
 */
import { isIP } from 'node:net';

export const TRUSTED_PROXIES_VARIABLE = 'TRUSTED_PROXIES';
/** The edge of `npm start` talks to the api over loopback. */
export const DEFAULT_TRUSTED_PROXIES: readonly string[] = ['loopback'];
/** Ranges Fastify's proxy-addr knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Whether an entry is a named range, an IP address, or an address with a prefix length that fits it. */
function isProxyEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * The proxies a setting lists (comma-separated), `fallback` when it is unset or empty. An entry
 * that is neither a range name, an address nor a CIDR range is an error naming the setting: a typo
 * must not silently trust nobody, or everybody. The edge reads its own setting with it.
 */
export function parseTrustedProxies(setting: string, raw: string | undefined, fallback: readonly string[]): string[] {
  const value = raw?.trim();
  if (!value) return [...fallback];
  const entries = value.split(',').map((entry) => entry.trim().toLowerCase());
  const wrong = entries.filter((entry) => !isProxyEntry(entry));
  if (wrong.length > 0)
    throw new Error(
      `${setting} lists addresses, CIDR ranges or loopback, linklocal, uniquelocal, comma-separated; ` +
        `not ${wrong.map((entry) => `"${entry}"`).join(', ')}`,
    );
  return entries;
}

/** The api's proxies: `TRUSTED_PROXIES`, DEFAULT_TRUSTED_PROXIES when unset; a wrong entry stops the start. */
export function trustedProxiesFromEnvironment(env: NodeJS.ProcessEnv): string[] {
  return parseTrustedProxies(TRUSTED_PROXIES_VARIABLE, env[TRUSTED_PROXIES_VARIABLE], DEFAULT_TRUSTED_PROXIES);
}
