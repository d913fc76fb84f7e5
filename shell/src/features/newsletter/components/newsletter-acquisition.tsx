import { useShellEnvironment } from '../../../context/shell-environment';
import { useNewsletterModalTrigger } from '../state/use-newsletter-modal-trigger';
import { NewsletterModal } from './newsletter-modal';

/** The newsletter acquisition modal and its trigger; nothing at all in customer-care mode, where operators work. */
export function NewsletterAcquisition() {
  const { careMode } = useShellEnvironment();
  if (careMode) return null;
  return <TriggeredNewsletterModal />;
}

function TriggeredNewsletterModal() {
  const { isOpen, close } = useNewsletterModalTrigger();
  return <NewsletterModal isOpen={isOpen} onClose={close} />;
}
