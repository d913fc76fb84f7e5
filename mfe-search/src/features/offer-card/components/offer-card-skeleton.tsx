import { useRemoteProps } from '../../../context/remote-props';
import styles from './offer-card.module.css';

/** A grey card of the exact size of an offer card, in the flag's variation, shown while results load. */
export function OfferCardSkeleton() {
  const { flags } = useRemoteProps();
  const compact = flags.productCardVariation === 'compact';
  return (
    <div
      className={`${styles.card} ${styles.skeleton}${compact ? ` ${styles.compact}` : ''}`}
      aria-hidden="true"
      data-testid="offer-card-skeleton"
    >
      <div className={styles.media} />
      <div className={styles.body}>
        <span className={`${styles.bone} ${styles.boneLocation}`} />
        <span className={`${styles.bone} ${styles.boneTitle}`} />
        {compact ? null : <span className={`${styles.bone} ${styles.boneHotel}`} />}
        <span className={`${styles.bone} ${styles.boneReview}`} />
        {compact ? null : <span className={`${styles.bone} ${styles.boneCancellation}`} />}
        <div className={styles.price}>
          <span className={`${styles.bone} ${styles.boneRefPrice}`} />
          <span className={`${styles.bone} ${styles.bonePrice}`} />
          <span className={`${styles.bone} ${styles.boneBasis}`} />
        </div>
      </div>
    </div>
  );
}
