/**
 * Customer sessions: a random token goes to the browser, only its sha256 stays in the store. A
 * session lasts SESSION_LIFETIME_MS from sign-in; signing out deletes it at once.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ShopStore } from '../store/shop-store';
import { SESSION_LIFETIME_MS, accessTokensOf } from './account-cookies';
import { ensureAccountTables } from './account-tables';

/** Sessions one account keeps (its browsers and devices); signing in once more drops the oldest. */
export const MAX_SESSIONS_PER_ACCOUNT = 20;

const TOKEN_BYTES = 32;

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opens a session for the account and returns its token (the only copy). */
export function startSession(store: ShopStore, accountId: string, now = Date.now()): string {
  ensureAccountTables(store);
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  store.transaction(() => {
    // Expired sessions are forgotten as new ones start, so the table holds live ones only.
    store.prepare('DELETE FROM account_sessions WHERE expires_at <= ?').run(now);
    store
      .prepare('INSERT INTO account_sessions (token_hash, account_id, expires_at) VALUES (?, ?, ?)')
      .run(tokenHash(token), accountId, now + SESSION_LIFETIME_MS);
    store
      .prepare(
        `DELETE FROM account_sessions WHERE account_id = ? AND token_hash NOT IN (
           SELECT token_hash FROM account_sessions WHERE account_id = ? ORDER BY expires_at DESC, rowid DESC LIMIT ?)`,
      )
      .run(accountId, accountId, MAX_SESSIONS_PER_ACCOUNT);
  })();
  return token;
}

/** The account of a live session with this token, if any (the account must still exist). */
export function sessionAccountId(store: ShopStore, token: string, now = Date.now()): string | undefined {
  ensureAccountTables(store);
  const row = store
    .prepare(
      `SELECT s.account_id AS accountId FROM account_sessions s JOIN accounts a ON a.id = s.account_id
       WHERE s.token_hash = ? AND s.expires_at > ?`,
    )
    .get(tokenHash(token), now) as { accountId: string } | undefined;
  return row?.accountId;
}

export function endSession(store: ShopStore, token: string): void {
  ensureAccountTables(store);
  store.prepare('DELETE FROM account_sessions WHERE token_hash = ?').run(tokenHash(token));
}

/** Ends every session whose token the request carries (signing out, or signing in as someone else). */
export function endRequestSessions(store: ShopStore, request: FastifyRequest): void {
  for (const token of accessTokensOf(request)) endSession(store, token);
}
