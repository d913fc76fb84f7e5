/** The customer account's cookies: a logged-in customer has an access token and an account id. */
import { deleteCookie, readCookie } from '../../../utils/cookies';

export const ACCESS_TOKEN_COOKIE = 'escapade_access_token';
export const ACCOUNT_ID_COOKIE = 'escapade_account_id';

export function readAccessToken(): string | undefined {
  const token = readCookie(ACCESS_TOKEN_COOKIE);
  return token ? token : undefined;
}

/** Signing out forgets both cookies. */
export function clearAccountCookies(): void {
  deleteCookie(ACCESS_TOKEN_COOKIE);
  deleteCookie(ACCOUNT_ID_COOKIE);
}
