/** Small helpers for the shop's first-party cookies (path /, one site per host). */

/** The page's cookies; none while the page is rendered on the server (what they hold is the browser's to show). */
function pageCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

export function readCookie(name: string, cookies: string = pageCookies()): string | undefined {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function writeCookie(name: string, value: string, maxAgeSeconds: number = ONE_YEAR_SECONDS): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; path=/; max-age=0; samesite=lax`;
}
