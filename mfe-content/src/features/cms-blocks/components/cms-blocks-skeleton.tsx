import styles from './cms-blocks.module.css';

/** Placeholder with the size of two blocks, shown while the CMS page loads. */
export function CmsBlocksSkeleton() {
  return (
    <div className={styles.blocks} aria-hidden="true">
      {[0, 1].map((index) => (
        <div key={index} className={styles.block}>
          <span className={`${styles.skeleton} ${styles.skeletonTitle}`} />
          <span className={`${styles.skeleton} ${styles.skeletonPanel}`} />
        </div>
      ))}
    </div>
  );
}
