/** The cookie the api sets, readable by the page, while a customer is signed in. */
export const ACCOUNT_ID_COOKIE = 'escapade_account_id';

/** True when a customer is signed in (the cookie holds a value). */
export function hasAccountCookie(cookie: string): boolean {
  return cookie
    .split(';')
    .map((part) => part.trim())
    .some((part) => part.startsWith(`${ACCOUNT_ID_COOKIE}=`) && part.length > ACCOUNT_ID_COOKIE.length + 1);
}
