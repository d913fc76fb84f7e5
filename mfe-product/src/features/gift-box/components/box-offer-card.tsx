import { useTranslation } from 'react-i18next';
import { bcp47 } from '@escapade/shared-contracts/locales';
import { apiImageUrl } from '@escapade/shared-contracts/api-images';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import { HotelStars } from '../../stay-detail/components/hotel-stars';
import type { BoxOffer } from '../api/get-box-offers';
import styles from './box-offers.module.css';

/** The card's picture frame, a size the api renders (16:9). */
const CARD_IMAGE = { width: 640, height: 360 } as const;

/**
 * A stay the box gives access to. The title is the link (to the stay, in the gifting flow); the
 * whole card answers the pointer through it.
 */
export function BoxOfferCard({ offer }: { offer: BoxOffer }) {
  const { t } = useTranslation('box');
  const props = useRemoteProps();
  const { hotel } = offer;
  const score = new Intl.NumberFormat(bcp47(props.locale), { maximumFractionDigits: 1 }).format(hotel.review.average);
  const link = shopLinkProps(props, { kind: 'stay', id: String(offer.id), query: { flow: 'gifting' } });
  return (
    <article className={styles.card}>
      <img
        className={styles.cardImage}
        src={apiImageUrl(props.apiBase, offer.imageUrl, CARD_IMAGE)}
        width={CARD_IMAGE.width}
        height={CARD_IMAGE.height}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          <a className={styles.cardLink} {...link}>
            {offer.label}
          </a>
        </h3>
        <p className={styles.cardHotel}>
          <span className={styles.hotelName}>{hotel.label}</span>
          <HotelStars stars={hotel.stars} />
        </p>
        <p className={styles.cardFacts}>
          <span className={styles.score}>
            {hotel.review.count > 0 ? t('offers.review', { count: hotel.review.count, score }) : t('offers.noReview')}
          </span>
          <span className={styles.city}>{offer.location.label}</span>
        </p>
      </div>
    </article>
  );
}
