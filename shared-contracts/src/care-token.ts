/**
 * Where the customer-care operator's token lives in the browser: the shell keeps it in the tab's
 * sessionStorage (it dies with the tab and never leaves the care host); a remote that sends a
 * request only an operator may send (a contact case without captcha) reads it from there and sends
 * it as `Authorization: Bearer <token>`.
 */
export const CARE_TOKEN_STORAGE_KEY = 'escapade.care.token';

/** The operator's token of this tab, or null (outside care mode, or no storage). */
export function readCareToken(storage: Storage | null = tabSessionStorage()): string | null {
  try {
    return storage?.getItem(CARE_TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

function tabSessionStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
