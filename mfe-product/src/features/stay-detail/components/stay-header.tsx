import { useTranslation } from 'react-i18next';
import { bcp47 } from '@escapade/shared-contracts/locales';
import type { Flow } from '@escapade/shared-contracts/routes';
import { ratingLabel } from '@escapade/shared-contracts/rating-label';
import { useRemoteProps } from '../../../context/remote-props';
import { StressBadgeList } from '../../stress-badges/components/stress-badge-list';
import { WishlistHeart } from '../../wishlist/components/wishlist-heart';
import type { StayDetail } from '../api/get-stay-detail';
import { stayProductItem } from '../utils/stay-product-item';
import { HotelStars } from './hotel-stars';
import { StayIcon } from './stay-icon';
import styles from './stay-header.module.css';

/** Title, hotel, stars, review score, location and headwords of the offer. */
export function StayHeader({ detail, flow }: { detail: StayDetail; flow: Flow }) {
  const { t } = useTranslation();
  const { locale, apiBase, hrefFor } = useRemoteProps();
  const { hotel } = detail;
  const label = ratingLabel({ score: hotel.review.average, reviewCount: hotel.review.count });
  const score = new Intl.NumberFormat(bcp47(locale), { maximumFractionDigits: 1 }).format(hotel.review.average);
  return (
    <header className={styles.header}>
      <StressBadgeList
        flow={flow}
        signals={{
          roomsLeft: detail.price.availableRooms,
          lastMinute: detail.stress?.lastMinute ?? false,
          // The last day of sale is worth saying only when it is near.
          expiresOn: detail.stress?.expiresSoon ? detail.expiration : null,
          marketingLabels: (detail.marketingLabels ?? []).map((text) => ({ text })),
        }}
      />
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{detail.label}</h1>
        <WishlistHeart id={String(detail.id)} item={() => stayProductItem(detail, { apiBase, hrefFor })} />
      </div>
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
        {hotel.review.count > 0 && label ? (
          <span className={styles.ratingLabel}>{t(`reviews.rating.${label}`)}</span>
        ) : null}
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
