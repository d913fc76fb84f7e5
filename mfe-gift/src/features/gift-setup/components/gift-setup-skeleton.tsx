import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import styles from './gift-setup.module.css';

/** The set-up layout with placeholders of the same sizes, while the prices and details load. */
export function GiftSetupSkeleton({ optionCount = 3 }: { optionCount?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.layout} aria-busy="true">
      <div className={styles.main}>
        <h1 className={styles.heading}>
          <VisuallyHidden elementType="span">{t('giftSetup.loading')}</VisuallyHidden>
          <span className={`${styles.skeleton} ${styles.skeletonHeading}`} aria-hidden="true" />
        </h1>
        <div className={styles.options} aria-hidden="true">
          {Array.from({ length: optionCount }, (_, index) => (
            <span key={index} className={`${styles.option} ${styles.skeleton}`} />
          ))}
        </div>
      </div>
      <aside className={styles.aside} aria-hidden="true">
        <div className={styles.offer}>
          <span className={`${styles.offerImage} ${styles.skeleton}`} />
          <div className={styles.offerText}>
            <span className={`${styles.skeleton} ${styles.skeletonLine}`} />
            <span className={`${styles.skeleton} ${styles.skeletonLineShort}`} />
          </div>
        </div>
        <div className={`${styles.summary} ${styles.skeletonSummary}`} />
      </aside>
    </div>
  );
}
