import { useCallback } from 'react';
import { useShellEnvironment } from '../../../context/shell-environment';
import { postNewsletterSubscription, type NewsletterSource } from '../api/post-newsletter-subscription';
import { rememberNewsletterModalDismissed } from '../utils/newsletter-dismissal';

/**
 * Subscribes an address for this site's country and language. True on success (the modal is then
 * never offered again); a failure is only logged, never shown as an error page, and answers false.
 */
export function useNewsletterSubscribe(source: NewsletterSource): (email: string) => Promise<boolean> {
  const { api, pointOfSale, language, reportError } = useShellEnvironment();
  return useCallback(
    async (email: string) => {
      try {
        await postNewsletterSubscription(api, { email: email.trim(), country: pointOfSale, language, source });
        rememberNewsletterModalDismissed();
        return true;
      } catch (error) {
        reportError(error, `newsletter-${source}`);
        return false;
      }
    },
    [api, pointOfSale, language, reportError, source],
  );
}
