/** An api path made absolute: the shell keeps the item beyond this page and this origin's api base. */
export function absoluteUrl(apiBase: string, path: string): string {
  try {
    return new URL(`${apiBase}${path}`, globalThis.location?.href ?? 'http://localhost/').href;
  } catch {
    return `${apiBase}${path}`;
  }
}
