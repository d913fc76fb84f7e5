/**
 * Shortens a text to at most `maxLength` characters, ellipsis included, cutting at the last word
 * boundary when one is close enough so no word is chopped in half.
 */
export function truncateText(text: string, maxLength: number): string {
  const clean = text.trim();
  if (clean.length <= maxLength) return clean;
  const room = clean.slice(0, maxLength - 1);
  const lastSpace = room.lastIndexOf(' ');
  // Cut at a space only when it keeps most of the room; a single long word is cut as is.
  const cut = lastSpace > maxLength * 0.6 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.\-–]+$/, '')}…`;
}
