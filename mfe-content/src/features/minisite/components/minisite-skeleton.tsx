import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import styles from './minisite.module.css';

/** Offer cards the skeleton draws: one desktop row. */
const SKELETON_CARDS = 4;

/** The minisite's frame while it loads: banner, title card and a row of cards, at their size. */
export function MinisiteSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} aria-busy="true">
      <VisuallyHidden elementType="p" role="status">
        {t('minisite.loading')}
      </VisuallyHidden>
      <div className={styles.hero} aria-hidden="true">
        <span className={`${styles.banner} ${styles.bannerPlaceholder}`} />
        <div className={styles.heroCard}>
          <span className={`${styles.placeholder} ${styles.placeholderTitle}`} />
          <span className={`${styles.placeholder} ${styles.placeholderLine}`} />
        </div>
      </div>
      <ul className={`${styles.body} ${styles.placeholderCards}`} aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} className={`${styles.placeholder} ${styles.placeholderCard}`} />
        ))}
      </ul>
    </div>
  );
}
