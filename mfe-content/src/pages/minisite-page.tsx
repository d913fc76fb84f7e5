/** Placeholder: the page is being built. */
export function MinisitePage() {
  return null;
}
