/** Remembers, in this browser, that the visitor closed the newsletter modal or subscribed. */
export const NEWSLETTER_DISMISSED_STORAGE_KEY = 'escapade.newsletterModal.dismissed';

export function isNewsletterModalDismissed(): boolean {
  try {
    return window.localStorage.getItem(NEWSLETTER_DISMISSED_STORAGE_KEY) === 'true';
  } catch {
    // Storage blocked (private mode, policy): better not to insist.
    return true;
  }
}

export function rememberNewsletterModalDismissed(): void {
  try {
    window.localStorage.setItem(NEWSLETTER_DISMISSED_STORAGE_KEY, 'true');
  } catch {
    // Nothing to remember it in: the modal may come back on the next visit.
  }
}
