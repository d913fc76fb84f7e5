import { useTranslation } from 'react-i18next';
import styles from './static-content.module.css';

/** Lines of a paragraph while the page loads, as wide as the text will be. */
const SKELETON_PARAGRAPHS = [4, 3, 5];

/** The page's shape while it loads: title, date, contents and text, announced once to screen readers. */
export function StaticContentSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} aria-busy="true">
      <p role="status" className={styles.visuallyHidden}>
        {t('staticPages.loading')}
      </p>
      <div aria-hidden="true">
        <div className={styles.header}>
          <span className={`${styles.skeleton} ${styles.skeletonTitle}`} />
          <span className={`${styles.skeleton} ${styles.skeletonDate}`} />
        </div>
        <div className={styles.layout}>
          <div className={`${styles.toc} ${styles.skeletonToc}`}>
            <span className={`${styles.skeleton} ${styles.skeletonLine}`} />
            <span className={`${styles.skeleton} ${styles.skeletonLine}`} />
            <span className={`${styles.skeleton} ${styles.skeletonLine}`} />
          </div>
          <div className={styles.text}>
            {SKELETON_PARAGRAPHS.map((lines, paragraph) => (
              <div key={paragraph} className={styles.section}>
                <span className={`${styles.skeleton} ${styles.skeletonHeading}`} />
                {Array.from({ length: lines }, (_, line) => (
                  <span key={line} className={`${styles.skeleton} ${styles.skeletonLine}`} />
                ))}
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
