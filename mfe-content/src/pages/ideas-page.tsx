/** Placeholder: the page is being built. */
export function IdeasPage() {
  return null;
}
