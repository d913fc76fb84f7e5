/** Placeholder until the page is built. */
export function BoxesPage() {
  return null;
}
