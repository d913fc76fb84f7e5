import { EARLY_PHOTO_SLOT_ATTRIBUTE } from '@escapade/shared-contracts/early-result-photos';
import { useRemoteProps } from '../../../context/remote-props';
import styles from './offer-card.module.css';

/**
 * A grey card of the exact size of an offer card, in the flag's variation, shown while results
 * load. `photoSlot`: the position of the result whose photo may be drawn in its picture box before
 * this remote's code comes (shared-contracts/early-result-photos). A card showing a photo stops
 * pulsing.
 */
export function OfferCardSkeleton({
  photoSlot,
  photo,
  eagerPhoto = false,
}: {
  photoSlot?: number;
  /** The result's photo, when its answer has come and its card is about to be drawn. */
  photo?: string;
  eagerPhoto?: boolean;
}) {
  const { flags } = useRemoteProps();
  const compact = flags.productCardVariation === 'compact';
  return (
    <div
      className={`${styles.card} ${styles.skeleton}${compact ? ` ${styles.compact}` : ''}`}
      aria-hidden="true"
      data-testid="offer-card-skeleton"
    >
      <div className={styles.media} {...(photoSlot === undefined ? {} : { [EARLY_PHOTO_SLOT_ATTRIBUTE]: photoSlot })}>
        {photo ? (
          <img src={photo} alt="" width={640} height={400} decoding="async" loading={eagerPhoto ? 'eager' : 'lazy'} />
        ) : null}
      </div>
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
