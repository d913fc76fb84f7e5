import { useTranslation } from 'react-i18next';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import { HotelStars } from '../../stay-detail/components/hotel-stars';
import { StayIcon } from '../../stay-detail/components/stay-icon';
import { WishlistHeart } from '../../wishlist/components/wishlist-heart';
import type { ActivityDetail } from '../api/get-activity-detail';
import { activityProductItem } from '../utils/recently-viewed';
import styles from './activity-header.module.css';

/** Title, wishlist heart, and the activity centre (a link to its hotel page) with its stars and city. */
export function ActivityHeader({ detail }: { detail: ActivityDetail }) {
  const { t } = useTranslation('activity');
  const props = useRemoteProps();
  const centre = detail.mainActivityCenter;
  return (
    <header className={styles.header}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{detail.label}</h1>
        <WishlistHeart id={String(detail.id)} item={() => activityProductItem(detail, props)} />
      </div>
      <p className={styles.centre}>
        <span className={styles.centreLabel}>{t('header.centre')}</span>{' '}
        <a className={styles.centreLink} {...shopLinkProps(props, { kind: 'hotel', id: String(centre.id) })}>
          {centre.label}
        </a>{' '}
        <HotelStars stars={centre.star} />
      </p>
      <p className={styles.location}>
        <StayIcon kind="location" className={styles.pin} />
        {centre.location.label}
      </p>
    </header>
  );
}
