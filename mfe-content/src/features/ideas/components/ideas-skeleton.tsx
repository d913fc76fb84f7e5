import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { IDEAS_ITEMS_PER_PAGE } from './ideas-section';
import styles from './ideas.module.css';

/** The page's frame while the ideas load: title, intro and one section of tiles, at their size. */
export function IdeasSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} aria-busy="true">
      <VisuallyHidden elementType="p" role="status">
        {t('ideas.loading')}
      </VisuallyHidden>
      <div className={styles.header} aria-hidden="true">
        <span className={`${styles.placeholder} ${styles.placeholderTitle}`} />
        <span className={`${styles.placeholder} ${styles.placeholderLine}`} />
        <span className={`${styles.placeholder} ${styles.placeholderLine}`} />
      </div>
      <ul className={styles.tiles} aria-hidden="true">
        {Array.from({ length: IDEAS_ITEMS_PER_PAGE }, (_, index) => (
          <li key={index} className={styles.tileItem}>
            <span className={`${styles.placeholder} ${styles.placeholderTile}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}
