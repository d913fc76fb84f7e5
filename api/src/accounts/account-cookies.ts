/**
 * The two cookies of a signed-in customer, named as the shell reads them: the access token (HttpOnly:
 * page scripts never see it) and the account id (readable, so the header knows someone is signed in).
 * Both are first-party, SameSite=Lax, for the whole site, and Secure everywhere but on this machine's
 * own names, where the shop is served over plain http.
 */
import type { FastifyRequest } from 'fastify';

export const ACCESS_TOKEN_COOKIE = 'escapade_access_token';
export const ACCOUNT_ID_COOKIE = 'escapade_account_id';

/** How long a session lasts from sign-in; the cookies expire with it. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** A token as the api issues it: 32 random bytes in base64url. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** A browser sends a few cookies of one name at most (one per path or domain); more is not a browser. */
const MAX_TOKENS_READ = 4;

/**
 * The access tokens the Cookie header carries, well-formed ones only. Parsed here rather than by a
 * cookie plugin: the value is plain base64url, so there is nothing to decode.
 */
export function accessTokensOf(request: FastifyRequest): string[] {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return [];
  const tokens: string[] = [];
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== ACCESS_TOKEN_COOKIE) continue;
    const value = pair
      .slice(separator + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    if (TOKEN_SHAPE.test(value)) tokens.push(value);
    if (tokens.length === MAX_TOKENS_READ) break;
  }
  return tokens;
}

/** Whether the browser holds either account cookie, live or not. */
export function carriesAccountCookies(request: FastifyRequest): boolean {
  const header = request.headers.cookie;
  return (
    typeof header === 'string' &&
    (header.includes(`${ACCESS_TOKEN_COOKIE}=`) || header.includes(`${ACCOUNT_ID_COOKIE}=`))
  );
}

/** The name the visitor's browser used for the shop, lower case, without port or IPv6 brackets. */
function hostNameOf(request: FastifyRequest): string {
  return request.hostname.toLowerCase().replace(/^\[|\]$/g, '');
}

/**
 * Whether the cookies get `Secure`. The api trusts the shop's edges (TRUSTED_PROXIES, loopback by
 * default), so `request.hostname` is the visitor's host when the edge sends X-Forwarded-Host, else the Host the
 * api was reached at. Local names (localhost, *.localhost, loopback addresses) are plain http;
 * everything else, an unknown host included, is https.
 */
export function cookiesAreSecure(request: FastifyRequest): boolean {
  const host = hostNameOf(request);
  const local =
    host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '::1';
  return !local;
}

interface CookieFlags {
  httpOnly: boolean;
  secure: boolean;
}

function cookie(name: string, value: string, maxAgeSeconds: number, { httpOnly, secure }: CookieFlags): string {
  const parts = [`${name}=${value}`, `Max-Age=${maxAgeSeconds}`, 'Path=/', 'SameSite=Lax'];
  if (maxAgeSeconds === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (httpOnly) parts.push('HttpOnly');
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Set-Cookie values that sign the browser in. */
export function sessionCookies(request: FastifyRequest, token: string, accountId: string): string[] {
  const secure = cookiesAreSecure(request);
  const maxAge = Math.floor(SESSION_LIFETIME_MS / 1000);
  return [
    cookie(ACCESS_TOKEN_COOKIE, token, maxAge, { httpOnly: true, secure }),
    cookie(ACCOUNT_ID_COOKIE, accountId, maxAge, { httpOnly: false, secure }),
  ];
}

/** Set-Cookie values that make the browser forget both cookies (same name, path and flags, expired). */
export function clearedSessionCookies(request: FastifyRequest): string[] {
  const secure = cookiesAreSecure(request);
  return [
    cookie(ACCESS_TOKEN_COOKIE, '', 0, { httpOnly: true, secure }),
    cookie(ACCOUNT_ID_COOKIE, '', 0, { httpOnly: false, secure }),
  ];
}
