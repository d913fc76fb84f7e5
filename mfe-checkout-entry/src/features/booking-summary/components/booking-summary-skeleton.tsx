import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import styles from './booking-summary.module.css';

/** Grey blocks where the summary's photo, facts and price will be, at their final sizes. */
export function BookingSummarySkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.columns}>
      <VisuallyHidden elementType="p" role="status">
        {t('summary.loading')}
      </VisuallyHidden>
      <div className={styles.card} aria-hidden="true">
        <div className={`${styles.photo} ${styles.placeholder}`} />
        <div className={styles.cardBody}>
          <div className={`${styles.placeholder} ${styles.placeholderTitle}`} />
          <div className={`${styles.placeholder} ${styles.placeholderLine}`} />
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className={`${styles.placeholder} ${styles.placeholderLine}`} />
          ))}
        </div>
      </div>
      <div className={`${styles.card} ${styles.priceCard}`} aria-hidden="true">
        <div className={styles.cardBody}>
          <div className={`${styles.placeholder} ${styles.placeholderLine}`} />
          <div className={`${styles.placeholder} ${styles.placeholderPrice}`} />
          <div className={`${styles.placeholder} ${styles.placeholderLine}`} />
        </div>
      </div>
    </div>
  );
}
