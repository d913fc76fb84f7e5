/**
 * What every /gateway/account call shares: answers never cached (they are one customer's), writes
 * taken only from the shop's own pages and limited per address, the signed-in guard, and errors
 * carrying a stable `code` the pages switch on.
 */
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { errorBody } from '../http/error-handling';
import { isFromOtherSite, type ShopOrigins } from '../http/shop-origins';
import type { RateLimit } from '../http/write-rate-limits';
import type { ShopStore } from '../store/shop-store';
import { carriesAccountCookies, clearedSessionCookies } from './account-cookies';
import { signedInAccountId } from './current-account';

const MINUTE_MS = 60_000;

/** Per address and per call; far above what one customer's browser sends in a minute. */
export const ACCOUNT_RATE_LIMITS = {
  signUp: { max: 10, timeWindow: MINUTE_MS },
  signIn: { max: 30, timeWindow: MINUTE_MS },
  signOut: { max: 30, timeWindow: MINUTE_MS },
  profile: { max: 30, timeWindow: MINUTE_MS },
  /** Every heart pressed writes the list. */
  wishlist: { max: 120, timeWindow: MINUTE_MS },
} as const satisfies Record<string, RateLimit>;

export type AccountErrorCode =
  | 'SIGNED_OUT'
  | 'EMAIL_TAKEN'
  | 'INVALID_CREDENTIALS'
  | 'TOO_MANY_ATTEMPTS'
  | 'OTHER_SITE'
  | 'PASSWORD_TOO_COMMON'
  | 'PASSWORD_IS_EMAIL'
  | 'PASSWORD_REPEATED';

export const ACCOUNT_MESSAGES: Readonly<Record<AccountErrorCode, string>> = {
  SIGNED_OUT: 'Sign in to see your account',
  EMAIL_TAKEN: 'An account already exists with this email',
  INVALID_CREDENTIALS: 'Email or password is incorrect',
  TOO_MANY_ATTEMPTS: 'Too many failed sign-in attempts: try again later',
  OTHER_SITE: 'Accounts are only managed from the shop’s own pages',
  PASSWORD_TOO_COMMON: 'This password is one of the most common ones: choose another',
  PASSWORD_IS_EMAIL: 'The password must not be the email or the name before its @',
  PASSWORD_REPEATED: 'The password must not be one character repeated or only spaces',
};

export function sendAccountError(reply: FastifyReply, statusCode: number, code: AccountErrorCode): FastifyReply {
  return reply.code(statusCode).send({ ...errorBody(statusCode, ACCOUNT_MESSAGES[code]), code });
}

/** A customer's answers stay in their browser's memory only, never in a cache. */
export const noStore: onRequestHookHandler = async (_request, reply) => {
  reply.header('Cache-Control', 'no-store');
};

/**
 * A sign-in, a profile change or a sign-out is the customer's own act on a page of the shop. A
 * browser says where a request comes from (Sec-Fetch-Site, Origin): one sent by another site's
 * page is refused with 403 (SameSite=Lax already keeps the cookies off it; this also stops a
 * hidden form signing a visitor into someone else's account). Callers that are not browsers send
 * neither header.
 */
export function refuseOtherSites(shopOrigins: ShopOrigins): onRequestHookHandler {
  return async (request, reply) => {
    if (isFromOtherSite(request, shopOrigins)) return sendAccountError(reply, 403, 'OTHER_SITE');
  };
}

/** The account of each request let through by `requireSignedIn`. */
const signedInAccounts = new WeakMap<FastifyRequest, string>();

/**
 * 401 SIGNED_OUT without a live session, before the body is even read. A browser still holding a
 * token whose session is over is told to forget both cookies, so its header stops showing a
 * signed-in customer.
 */
export function requireSignedIn(store: ShopStore): onRequestHookHandler {
  return async (request, reply) => {
    const accountId = await signedInAccountId(request, store);
    if (accountId) {
      signedInAccounts.set(request, accountId);
      return;
    }
    if (carriesAccountCookies(request)) reply.header('Set-Cookie', clearedSessionCookies(request));
    return sendAccountError(reply, 401, 'SIGNED_OUT');
  };
}

/** The session's account; only for routes guarded by `requireSignedIn`. */
export function accountOf(request: FastifyRequest): string {
  const accountId = signedInAccounts.get(request);
  if (accountId === undefined) throw new Error('An account route ran without its signed-in guard');
  return accountId;
}
