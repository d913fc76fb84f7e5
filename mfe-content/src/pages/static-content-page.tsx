/** Placeholder: the page is being built. */
export function StaticContentPage() {
  return null;
}
