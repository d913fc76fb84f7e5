import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './contact.module.css';

/** The confirmation a visitor comes back to once customer care has their message; it takes the focus. */
export function ContactThankYou() {
  const { t } = useTranslation();
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    message.current?.focus();
  }, []);
  return (
    <div ref={message} role="status" tabIndex={-1} className={styles.thankYou}>
      {t('contact.thankYou')}
    </div>
  );
}
