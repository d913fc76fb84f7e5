/**
 * The 404 page's body: what every page of this remote shows when its route names nothing that
 * exists (an unknown landing, static page, campaign or minisite), and the not-found route itself.
 * Placeholder: being built.
 */
export function NotFoundContent() {
  return null;
}
