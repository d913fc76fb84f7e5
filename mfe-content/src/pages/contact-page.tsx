/** Placeholder: the page is being built. */
export function ContactPage() {
  return null;
}
