/**
 * Anchor ids for a page's sections, made from their headings so a shared link reads well
 * (#vos-droits). Ids stay unique on the page, and never start with a digit.
 */
export function sectionAnchors(headings: readonly string[]): string[] {
  const taken = new Set<string>();
  return headings.map((heading, index) => {
    const words = heading
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    const base = /^[a-z]/.test(words) ? words : `section-${index + 1}${words ? `-${words}` : ''}`;
    let anchor = base;
    for (let suffix = 2; taken.has(anchor); suffix += 1) anchor = `${base}-${suffix}`;
    taken.add(anchor);
    return anchor;
  });
}
