/**
 * When the search's uri differs from the path, the location is
 * rewritten. The api answers uri null today (the shell owns the URL scheme): then nothing changes.
 * Returns the new location (path + the current query and hash), or null to leave it.
 */
export function rewrittenLocation(
  uri: string | null | undefined,
  location: { pathname: string; search: string; hash: string },
): string | null {
  if (typeof uri !== 'string' || uri === '' || !uri.startsWith('/')) return null;
  const path = uri.split(/[?#]/)[0]!;
  if (path === location.pathname) return null;
  const search = location.search ? `?${location.search.replace(/^\?/, '')}` : '';
  const hash = location.hash ? `#${location.hash.replace(/^#/, '')}` : '';
  return `${path}${search}${hash}`;
}
