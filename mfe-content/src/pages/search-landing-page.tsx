/** Placeholder: the page is being built. */
export function SearchLandingPage() {
  return null;
}
