/**
 * A full page load: after signing in or out, the frame's header must read the new account
 * cookies, which only a new page does.
 */
export function loadPage(address: string): void {
  window.location.assign(address);
}
