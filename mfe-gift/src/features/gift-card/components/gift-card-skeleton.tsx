import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import styles from './gift-card.module.css';

/** The choices and the card with placeholders of the same sizes, while the amounts load. */
export function GiftCardSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.layout} aria-busy="true">
      <VisuallyHidden elementType="p">{t('giftCard.loading')}</VisuallyHidden>
      <div className={styles.main} aria-hidden="true">
        <div className={styles.section}>
          <span className={`${styles.skeleton} ${styles.skeletonHeading}`} />
          <div className={styles.amounts}>
            {Array.from({ length: 7 }, (_, index) => (
              <span key={index} className={`${styles.amount} ${styles.skeleton}`} />
            ))}
          </div>
        </div>
        <div className={styles.section}>
          <span className={`${styles.skeleton} ${styles.skeletonHeading}`} />
          <div className={styles.formats}>
            <span className={`${styles.format} ${styles.skeleton}`} />
            <span className={`${styles.format} ${styles.skeleton}`} />
          </div>
        </div>
      </div>
      <div className={styles.aside} aria-hidden="true">
        <span className={`${styles.card} ${styles.skeleton}`} />
      </div>
    </div>
  );
}
