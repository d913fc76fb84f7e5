/**
 * The analytics client id the shell keeps in the first-party `_ga` cookie (`GA1.1.<id>`, see the
 * shell's tracking), so the confirmation's purchase joins the visit that led to it. The shell
 * passes no such id in the props; the cookie is the same page's.
 */
const CLIENT_ID_COOKIE = /(?:^|;\s*)_ga=GA\d\.\d+\.(\d+\.\d+)(?:;|$)/;

export function analyticsClientId(cookie: string): string | null {
  return CLIENT_ID_COOKIE.exec(cookie)?.[1] ?? null;
}
