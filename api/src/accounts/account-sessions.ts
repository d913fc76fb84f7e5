/**
 * Customer sessions: a random token goes to the browser, only its sha256 stays in the store. A
 * session lasts SESSION_LIFETIME_MS from sign-in; signing out deletes it at once.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { insertionOrder, type ShopStore } from '../store/shop-store';
import { SESSION_LIFETIME_MS, accessTokensOf } from './account-cookies';

/** Sessions one account keeps (its browsers and devices); signing in once more drops the oldest. */
export const MAX_SESSIONS_PER_ACCOUNT = 20;

const TOKEN_BYTES = 32;

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opens a session for the account and returns its token (the only copy). */
export async function startSession(store: ShopStore, accountId: string, now = Date.now()): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await store.transaction(
    async (trx) => {
      // Expired sessions are forgotten as new ones start, so the table holds live ones only.
      await trx.deleteFrom('account_sessions').where('expires_at', '<=', now).execute();
      await trx
        .insertInto('account_sessions')
        .values({ token_hash: tokenHash(token), account_id: accountId, expires_at: now + SESSION_LIFETIME_MS })
        .execute();
      await trx
        .deleteFrom('account_sessions')
        .where('account_id', '=', accountId)
        .where('token_hash', 'not in', (eb) =>
          eb
            .selectFrom('account_sessions')
            .select('token_hash')
            .where('account_id', '=', accountId)
            .orderBy('expires_at', 'desc')
            .orderBy(insertionOrder(store.dialect), 'desc')
            .limit(MAX_SESSIONS_PER_ACCOUNT),
        )
        .execute();
    },
    { lockKeys: [`account-sessions:${accountId}`] },
  );
  return token;
}

/** The account of a live session with this token, if any (the account must still exist). */
export async function sessionAccountId(store: ShopStore, token: string, now = Date.now()): Promise<string | undefined> {
  const row = await store.db
    .selectFrom('account_sessions as s')
    .innerJoin('accounts as a', 'a.id', 's.account_id')
    .select('s.account_id as accountId')
    .where('s.token_hash', '=', tokenHash(token))
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
  return row?.accountId;
}

export async function endSession(store: ShopStore, token: string): Promise<void> {
  await store.db.deleteFrom('account_sessions').where('token_hash', '=', tokenHash(token)).execute();
}

/** Ends every session whose token the request carries (signing out, or signing in as someone else). */
export async function endRequestSessions(store: ShopStore, request: FastifyRequest): Promise<void> {
  for (const token of accessTokensOf(request)) await endSession(store, token);
}
