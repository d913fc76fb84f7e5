import { useTranslation } from 'react-i18next';
import { bcp47 } from '@escapade/shared-contracts/locales';
import { useRemoteProps } from '../../../context/remote-props';
import type { StayDetail } from '../api/get-stay-detail';
import { HotelStars } from './hotel-stars';
import { StayIcon } from './stay-icon';
import styles from './stay-header.module.css';

/** Title, hotel, stars, review score, location and headwords of the offer. */
export function StayHeader({ detail }: { detail: StayDetail }) {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  const { hotel } = detail;
  const score = new Intl.NumberFormat(bcp47(locale), { maximumFractionDigits: 1 }).format(hotel.review.average);
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{detail.label}</h1>
      <p className={styles.hotelLine}>
        <span className={styles.hotelName}>{hotel.label}</span>
        <HotelStars stars={hotel.stars} />
      </p>
      <p className={styles.facts}>
        <span className={styles.review}>
          {hotel.review.count > 0
            ? t('stay.hotel.review', { count: hotel.review.count, score })
            : t('stay.hotel.noReview')}
        </span>
        <span className={styles.location}>
          <StayIcon kind="location" className={styles.pin} />
          {hotel.location.label}
        </span>
      </p>
      {detail.headwords.length > 0 ? (
        <ul className={styles.headwords} aria-label={t('stay.headwords')}>
          {detail.headwords.map((headword) => (
            <li key={headword} className={styles.headword}>
              {headword}
            </li>
          ))}
        </ul>
      ) : null}
    </header>
  );
}
