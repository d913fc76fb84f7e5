import styles from './voucher-offers.module.css';

/** Placeholder cards: one page of stays. */
const SKELETON_CARDS = 8;

/** Cards of the sizes of the real ones while the stays load; hidden from screen readers. */
export function OffersGridSkeleton({ cards = SKELETON_CARDS }: { cards?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: cards }, (_, index) => (
        <li key={index} className={styles.item}>
          <div className={`${styles.card} ${styles.skeletonCard}`}>
            <span className={`${styles.cardImage} ${styles.skeleton}`} />
            <span className={styles.cardBody}>
              <span className={`${styles.skeleton} ${styles.skeletonLine}`} />
              <span className={`${styles.skeleton} ${styles.skeletonLineShort}`} />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The page's frame while the browser asks which gift is open: summary, filters and cards. */
export function VoucherOffersPageSkeleton() {
  return (
    <div className={styles.skeletonPage} aria-hidden="true">
      <div className={`${styles.summary} ${styles.skeletonSummary}`}>
        <span className={`${styles.skeleton} ${styles.skeletonLineShort}`} />
        <span className={`${styles.skeleton} ${styles.skeletonLine}`} />
      </div>
      <div className={styles.layout}>
        <div className={`${styles.filters} ${styles.skeletonFilters}`} />
        <OffersGridSkeleton cards={4} />
      </div>
    </div>
  );
}
