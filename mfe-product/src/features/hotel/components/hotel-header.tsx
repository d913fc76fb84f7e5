import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { bcp47 } from '@escapade/shared-contracts/locales';
import { useRemoteProps } from '../../../context/remote-props';
import { HotelStars } from '../../stay-detail/components/hotel-stars';
import { StayIcon } from '../../stay-detail/components/stay-icon';
import type { HotelDetail } from '../api/get-hotel-detail';
import styles from './hotel-header.module.css';

/** "8,6/10 (124 reviews)", or "New" for a hotel no guest has rated yet. */
export function HotelReviewScore({ review }: { review: { count: number; average: number } }) {
  const { t } = useTranslation('hotel');
  const { locale } = useRemoteProps();
  if (review.count <= 0) return <span className={styles.review}>{t('header.noReview')}</span>;
  const score = new Intl.NumberFormat(bcp47(locale), { maximumFractionDigits: 1 }).format(review.average);
  return <span className={styles.review}>{t('header.review', { count: review.count, score })}</span>;
}

/** The hotel's name, stars, review score and address. */
export function HotelHeader({ detail }: { detail: HotelDetail }) {
  const { t } = useTranslation('hotel');
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{detail.label}</h1>
      <p className={styles.facts}>
        <HotelStars stars={detail.stars} />
        <HotelReviewScore review={detail.review} />
      </p>
      <p className={styles.address}>
        <StayIcon kind="location" className={styles.pin} />
        <span>
          <VisuallyHidden elementType="span">{t('header.address')} </VisuallyHidden>
          {detail.location.address}
        </span>
      </p>
    </header>
  );
}
