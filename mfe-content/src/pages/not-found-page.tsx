/** Placeholder: the page is being built. */
export function NotFoundPage() {
  return null;
}
