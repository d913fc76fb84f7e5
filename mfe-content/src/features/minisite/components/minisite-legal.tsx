import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { legalParagraphs } from '../utils/legal-paragraphs';
import styles from './minisite.module.css';

/** The partner's offer terms, set apart at the bottom of the page under their own heading. */
export function MinisiteLegal({ text }: { text: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const paragraphs = legalParagraphs(text);
  if (paragraphs.length === 0) return null;
  return (
    <footer className={styles.legal} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.legalTitle}>
        {t('minisite.legalTitle')}
      </h2>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={styles.legalText}>
          {paragraph}
        </p>
      ))}
    </footer>
  );
}
