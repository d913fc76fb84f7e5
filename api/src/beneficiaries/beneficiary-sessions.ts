/**
 * The session of a gift code: once a beneficiary has typed a valid code, their browser holds a
 * random token in the HttpOnly cookie `escapade_beneficiary` for two hours, and only the token's
 * sha256 stays in the store. The cookie is first-party, SameSite=Lax, for the whole site, and
 * Secure wherever the customers' cookies are.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { cookiesAreSecure } from '../accounts/account-cookies';
import { ensureTable, type ShopStore } from '../store/shop-store';

export const BENEFICIARY_COOKIE = 'escapade_beneficiary';
export const BENEFICIARY_SESSION_LIFETIME_MS = 2 * 60 * 60 * 1000;

const TOKEN_BYTES = 32;
/** A token as the api issues it: 32 random bytes in base64url. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** A browser sends a few cookies of one name at most (one per path or domain); more is not a browser. */
const MAX_TOKENS_READ = 4;

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The well-formed beneficiary tokens the Cookie header carries. */
export function beneficiaryTokensOf(request: FastifyRequest): string[] {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return [];
  const tokens: string[] = [];
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== BENEFICIARY_COOKIE) continue;
    const value = pair.slice(separator + 1).trim();
    if (TOKEN_SHAPE.test(value)) tokens.push(value);
    if (tokens.length === MAX_TOKENS_READ) break;
  }
  return tokens;
}

export function carriesBeneficiaryCookie(request: FastifyRequest): boolean {
  const header = request.headers.cookie;
  return typeof header === 'string' && header.includes(`${BENEFICIARY_COOKIE}=`);
}

function cookie(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const parts = [`${BENEFICIARY_COOKIE}=${value}`, `Max-Age=${maxAgeSeconds}`, 'Path=/', 'SameSite=Lax'];
  if (maxAgeSeconds === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  parts.push('HttpOnly');
  if (cookiesAreSecure(request)) parts.push('Secure');
  return parts.join('; ');
}

export function beneficiaryCookie(request: FastifyRequest, token: string): string {
  return cookie(request, token, Math.floor(BENEFICIARY_SESSION_LIFETIME_MS / 1000));
}

export function clearedBeneficiaryCookie(request: FastifyRequest): string {
  return cookie(request, '', 0);
}

export class BeneficiarySessions {
  constructor(
    private readonly db: ShopStore,
    private readonly now: () => number = Date.now,
  ) {
    ensureTable(
      db,
      `CREATE TABLE IF NOT EXISTS beneficiary_sessions (
         token_hash TEXT PRIMARY KEY,
         code TEXT NOT NULL,
         expires_at INTEGER NOT NULL
       );
       CREATE INDEX IF NOT EXISTS beneficiary_sessions_by_expiry ON beneficiary_sessions (expires_at);`,
    );
  }

  /** Opens a session of the code and returns its token (the only copy). */
  start(code: string): string {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const now = this.now();
    this.db.transaction(() => {
      // Sessions past their time are forgotten as new ones start, so the table holds live ones only.
      this.db.prepare('DELETE FROM beneficiary_sessions WHERE expires_at <= ?').run(now);
      this.db
        .prepare('INSERT INTO beneficiary_sessions (token_hash, code, expires_at) VALUES (?, ?, ?)')
        .run(tokenHash(token), code, now + BENEFICIARY_SESSION_LIFETIME_MS);
    })();
    return token;
  }

  /** The code of the first live session among the request's tokens. */
  codeOf(request: FastifyRequest): string | undefined {
    const read = this.db.prepare('SELECT code FROM beneficiary_sessions WHERE token_hash = ? AND expires_at > ?');
    for (const token of beneficiaryTokensOf(request)) {
      const row = read.get(tokenHash(token), this.now()) as { code: string } | undefined;
      if (row) return row.code;
    }
    return undefined;
  }

  /** Ends every session whose token the request carries. */
  endRequestSessions(request: FastifyRequest): void {
    const remove = this.db.prepare('DELETE FROM beneficiary_sessions WHERE token_hash = ?');
    for (const token of beneficiaryTokensOf(request)) remove.run(tokenHash(token));
  }
}
