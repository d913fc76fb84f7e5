/**
 * The session of a gift code: once a beneficiary has typed a valid code, their browser holds a
 * random token in the HttpOnly cookie `escapade_beneficiary` for two hours, and only the token's
 * sha256 stays in the store. The cookie is first-party, SameSite=Lax, for the whole site, and
 * Secure wherever the customers' cookies are.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { cookiesAreSecure } from '../accounts/account-cookies';
import type { ShopStore } from '../store/shop-store';

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
    private readonly store: ShopStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** Opens a session of the code and returns its token (the only copy). */
  async start(code: string): Promise<string> {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const now = this.now();
    await this.store.transaction(async (trx) => {
      // Sessions past their time are forgotten as new ones start, so the table holds live ones only.
      await trx.deleteFrom('beneficiary_sessions').where('expires_at', '<=', now).execute();
      await trx
        .insertInto('beneficiary_sessions')
        .values({ token_hash: tokenHash(token), code, expires_at: now + BENEFICIARY_SESSION_LIFETIME_MS })
        .execute();
    });
    return token;
  }

  /** The code of the first live session among the request's tokens. */
  async codeOf(request: FastifyRequest): Promise<string | undefined> {
    for (const token of beneficiaryTokensOf(request)) {
      const row = await this.store.db
        .selectFrom('beneficiary_sessions')
        .select('code')
        .where('token_hash', '=', tokenHash(token))
        .where('expires_at', '>', this.now())
        .executeTakeFirst();
      if (row) return row.code;
    }
    return undefined;
  }

  /** Ends every session whose token the request carries. */
  async endRequestSessions(request: FastifyRequest): Promise<void> {
    const hashes = beneficiaryTokensOf(request).map(tokenHash);
    if (hashes.length > 0)
      await this.store.db.deleteFrom('beneficiary_sessions').where('token_hash', 'in', hashes).execute();
  }
}
