/** The api writes what a box includes as one item per line: the items, without blank lines. */
export function includedItems(includedContent: string): string[] {
  return includedContent
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
