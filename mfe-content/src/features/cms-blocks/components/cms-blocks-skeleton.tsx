import styles from './cms-blocks.module.css';

/** Placeholder with the size of a tile block and a reassurance row, shown while the CMS loads. */
export function CmsBlocksSkeleton() {
  return (
    <div className={styles.blocks} aria-hidden="true">
      <div className={styles.block}>
        <div className={styles.heading}>
          <span className={`${styles.skeleton} ${styles.skeletonTitle}`} />
        </div>
        <ul className={styles.tiles}>
          {[0, 1, 2, 3].map((index) => (
            <li key={index}>
              <span className={`${styles.skeleton} ${styles.tile} ${styles.skeletonTile}`} />
            </li>
          ))}
        </ul>
      </div>
      <div className={`${styles.block} ${styles.uspBlock}`}>
        <div className={styles.heading}>
          <span className={`${styles.skeleton} ${styles.skeletonTitle}`} />
        </div>
        <ul className={styles.usps}>
          {[0, 1, 2].map((index) => (
            <li key={index} className={styles.usp}>
              <span className={`${styles.skeleton} ${styles.skeletonUsp}`} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
