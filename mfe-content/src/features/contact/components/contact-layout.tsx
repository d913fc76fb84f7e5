import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './contact.module.css';

/** The contact page's frame: its title and what it offers, then its sections. */
export function ContactLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.title}>{t('contact.title')}</h1>
        <p className={styles.lead}>{t('contact.intro')}</p>
      </div>
      {children}
    </div>
  );
}
