/** A full reload: after an error alert the page starts over from the server's state. */
export function reloadPage(): void {
  window.location.reload();
}
