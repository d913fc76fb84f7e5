import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { useEmailInput } from '../state/use-email-input';
import { useNewsletterSubscribe } from '../state/use-newsletter-subscribe';
import { EmailField } from './email-field';
import styles from './footer-newsletter-form.module.css';

type FooterNewsletterState = 'idle' | 'sending' | 'sent';

/**
 * The footer's newsletter form: idle, then sent with a thank-you. A failure leaves
 * it unsent, ready to try again. An invalid address is flagged on blur or Enter and never sent.
 */
export function FooterNewsletterForm({ headingId }: { headingId: string }) {
  const { t } = useTranslation('marketing');
  const input = useEmailInput();
  const subscribe = useNewsletterSubscribe('footer');
  const [state, setState] = useState<FooterNewsletterState>('idle');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state !== 'idle' || !input.checkOnSubmit()) return;
    setState('sending');
    setState((await subscribe(input.email)) ? 'sent' : 'idle');
  }

  if (state === 'sent') {
    return (
      <p className={styles.thankYou} role="status">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="10" fill="currentColor" />
          <path
            d="m7.5 12.5 3 3 6-6.5"
            fill="none"
            stroke="#fff"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {t('newsletter.thankYou')}
      </p>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={headingId}>
      <EmailField input={input} isDisabled={state === 'sending'} />
      <Button type="submit" className={styles.submit} isDisabled={state === 'sending'}>
        {state === 'sending' ? t('newsletter.subscribing') : t('newsletter.subscribe')}
      </Button>
    </form>
  );
}
