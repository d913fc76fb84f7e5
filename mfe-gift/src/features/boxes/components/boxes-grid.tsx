import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import type { ListedBoxes } from '../state/use-listed-boxes';
import { BoxCard } from './box-card';
import styles from './boxes.module.css';

/** Placeholder cards while the boxes load: as many as a wide screen shows in two rows. */
const SKELETON_CARDS = 6;
/** Cards of the first row load their picture at once: they are on the first screen. */
const EAGER_CARDS = 3;

/** The boxes as a grid of cards; placeholders while they load; a retry when they cannot be had. */
export function BoxesGrid({ listing }: { listing: ListedBoxes }) {
  const { t } = useTranslation();
  const headingId = useId();

  if (listing.status === 'error') {
    return (
      <section className={styles.notice} aria-labelledby={headingId}>
        <p id={headingId} className={styles.noticeText} role="alert">
          {t('boxes.error')}
        </p>
        <Button className={styles.retry} onPress={listing.retry} isPending={listing.retrying}>
          {t('boxes.retry')}
        </Button>
      </section>
    );
  }

  if (listing.status === 'loading') {
    return (
      <section className={styles.listing} aria-busy="true">
        <VisuallyHidden elementType="h2">{t('boxes.loading')}</VisuallyHidden>
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <li key={index} className={styles.item}>
              <div className={`${styles.card} ${styles.skeletonCard}`}>
                <span className={`${styles.cardImage} ${styles.skeleton}`} />
                <span className={styles.cardBody}>
                  <span className={`${styles.skeleton} ${styles.skeletonLine}`} />
                  <span className={`${styles.skeleton} ${styles.skeletonLineShort}`} />
                  <span className={`${styles.skeleton} ${styles.skeletonPrice}`} />
                </span>
              </div>
            </li>
          ))}
        </ul>
      </section>
    );
  }

  if (listing.boxes.length === 0) {
    return (
      <section className={styles.notice}>
        <p className={styles.noticeText}>{t('boxes.empty')}</p>
      </section>
    );
  }

  return (
    <section className={styles.listing} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.listingTitle}>
        {t('boxes.listTitle', { count: listing.boxes.length })}
      </h2>
      <ul className={styles.grid}>
        {listing.boxes.map((box, index) => (
          <li key={box.code} className={styles.item}>
            <BoxCard box={box} eager={index < EAGER_CARDS} />
          </li>
        ))}
      </ul>
    </section>
  );
}
