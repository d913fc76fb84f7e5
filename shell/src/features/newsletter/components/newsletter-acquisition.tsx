import { LazyOverlay } from '../../../components/lazy-overlay';
import { useShellEnvironment } from '../../../context/shell-environment';
import { lazyWithPreload } from '../../../utils/lazy-with-preload';
import { useNewsletterModalTrigger } from '../state/use-newsletter-modal-trigger';

/** The modal's code is downloaded during the wait before it opens, not with the page. */
const NewsletterModal = lazyWithPreload(() =>
  import(/* webpackChunkName: "newsletter-modal" */ './newsletter-modal').then((module) => module.NewsletterModal),
);

/** The newsletter acquisition modal and its trigger; nothing at all in customer-care mode, where operators work. */
export function NewsletterAcquisition() {
  const { careMode } = useShellEnvironment();
  if (careMode) return null;
  return <TriggeredNewsletterModal />;
}

function TriggeredNewsletterModal() {
  const { isOpen, wasShown, close } = useNewsletterModalTrigger(NewsletterModal.preload);
  if (!wasShown) return null;
  return (
    <LazyOverlay source="newsletter-modal">
      <NewsletterModal.Component isOpen={isOpen} onClose={close} />
    </LazyOverlay>
  );
}
