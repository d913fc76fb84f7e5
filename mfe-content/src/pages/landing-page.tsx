/** Placeholder: the page is being built. */
export function LandingPage() {
  return null;
}
