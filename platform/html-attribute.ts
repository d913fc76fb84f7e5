/** A value written inside a double-quoted HTML attribute the edge puts in a page. */
export function htmlAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
