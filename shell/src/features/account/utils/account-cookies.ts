/**
 * The customer account's cookies. The access token is HttpOnly: the page never sees it, only the
 * api does. The account id set beside it is readable, so its presence is what tells the frame
 * that a customer is signed in.
 */
import { deleteCookie, readCookie } from '../../../utils/cookies';

export const ACCOUNT_ID_COOKIE = 'escapade_account_id';

/** The signed-in customer's account id; none for a visitor and while the server renders. */
export function readAccountId(): string | undefined {
  const accountId = readCookie(ACCOUNT_ID_COOKIE);
  return accountId ? accountId : undefined;
}

/**
 * After signing out: the api has cleared both cookies; the readable one is dropped here as well,
 * so the frame is signed out at once even if the answer's cookies come late or not at all.
 */
export function forgetAccountId(): void {
  deleteCookie(ACCOUNT_ID_COOKIE);
}
