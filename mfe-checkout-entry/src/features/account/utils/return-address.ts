/**
 * Where signing in (or up) leads: back to the `origin` the page was opened with when it is an
 * address of this shop — an absolute URL of the page's own origin, or a path starting with a
 * single '/' — else to `fallback` (the home page). Anything else (another site, '//host', a
 * 'javascript:' address) could send a customer who just gave their password somewhere unsafe.
 * The sign-in and sign-up pages themselves are no place to come back to either.
 */
export function returnAddress(
  origin: string | null,
  {
    pageOrigin,
    fallback,
    refusedPaths = [],
  }: { pageOrigin: string; fallback: string; refusedPaths?: readonly string[] },
): string {
  if (!origin) return fallback;
  let url: URL;
  try {
    if (origin.startsWith('/')) {
      if (origin.startsWith('//') || origin.includes('\\')) return fallback;
      url = new URL(origin, pageOrigin);
    } else {
      url = new URL(origin);
    }
  } catch {
    return fallback;
  }
  // Also catches paths the URL parser reads as another host (tabs or line breaks between the slashes).
  if (url.origin !== pageOrigin) return fallback;
  if (refusedPaths.includes(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
