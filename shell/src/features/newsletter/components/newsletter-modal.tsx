import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { useEmailInput } from '../state/use-email-input';
import { useNewsletterSubscribe } from '../state/use-newsletter-subscribe';
import { NEWSLETTER_MODAL_CLOSE_DELAY_MS } from '../utils/newsletter-timings';
import { EmailField } from './email-field';
import styles from './newsletter-modal.module.css';

/** The states of the acquisition modal: hidden, idle, error (bad address), loading, success. */
export type NewsletterModalState = 'hidden' | 'idle' | 'error' | 'loading' | 'success';

interface NewsletterModalProps {
  isOpen: boolean;
  /** Closing, by the visitor or after a success: the caller remembers the dismissal. */
  onClose(): void;
}

/**
 * The newsletter acquisition modal. On success it thanks, keeps the button disabled and closes
 * after NEWSLETTER_MODAL_CLOSE_DELAY_MS; a failure is only logged and the form is ready again.
 */
export function NewsletterModal({ isOpen, onClose }: NewsletterModalProps) {
  const { t } = useTranslation('marketing');
  const input = useEmailInput();
  const subscribe = useNewsletterSubscribe('modal');
  const [phase, setPhase] = useState<'idle' | 'loading' | 'success'>('idle');
  const state: NewsletterModalState = !isOpen ? 'hidden' : phase === 'idle' && input.invalid ? 'error' : phase;

  useEffect(() => {
    if (phase !== 'success') return undefined;
    const timer = setTimeout(onClose, NEWSLETTER_MODAL_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase, onClose]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase !== 'idle' || !input.checkOnSubmit()) return;
    setPhase('loading');
    setPhase((await subscribe(input.email)) ? 'success' : 'idle');
  }

  return (
    <ModalOverlay className={styles.overlay} isOpen={isOpen} onOpenChange={(open) => !open && onClose()} isDismissable>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} data-state={state}>
          <div className={styles.illustration} aria-hidden="true">
            <svg viewBox="0 0 120 64" width="120" height="64" focusable="false">
              <rect x="14" y="10" width="92" height="50" rx="6" fill="#f6f4f0" stroke="#0b5d66" strokeWidth="3" />
              <path d="m16 14 44 28 44-28" fill="none" stroke="#0b5d66" strokeWidth="3" strokeLinejoin="round" />
              <circle cx="98" cy="14" r="11" fill="#e4572e" />
              {/* A heart on the badge: good news in the letter, not a warning. */}
              <path d="M98 19.5s-6-3.7-6-8.2a3.4 3.4 0 0 1 6-2.2 3.4 3.4 0 0 1 6 2.2c0 4.5-6 8.2-6 8.2Z" fill="#fff" />
            </svg>
          </div>
          <Heading slot="title" className={styles.title}>
            {t('newsletter.modal.title')}
          </Heading>
          {state === 'success' ? (
            <p className={styles.success} role="status">
              {t('newsletter.thankYou')}
            </p>
          ) : (
            <p className={styles.text}>{t('newsletter.modal.text')}</p>
          )}
          <form className={styles.form} onSubmit={submit} noValidate>
            <EmailField input={input} isDisabled={phase !== 'idle'} focusOnShow />
            <Button type="submit" className={styles.submit} isDisabled={phase === 'loading' || phase === 'success'}>
              {phase === 'loading' ? t('newsletter.subscribing') : t('newsletter.subscribe')}
            </Button>
          </form>
          <p className={styles.legal}>{t('newsletter.modal.legal')}</p>
          <Button className={styles.close} onPress={onClose} aria-label={t('newsletter.modal.close')}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Button>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
