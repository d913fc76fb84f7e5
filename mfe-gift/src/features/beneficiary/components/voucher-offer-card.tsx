import { useTranslation } from 'react-i18next';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import { LazyPicture } from '../../../components/lazy-picture';
import type { VoucherOffer } from '../utils/beneficiary-shapes';
import { stayTarget } from '../utils/stay-target';
import styles from './voucher-offers.module.css';

/** The card's picture frame, a size the api renders (16:9). */
const CARD_IMAGE = { width: 640, height: 360 } as const;

/**
 * A stay the gift can book: picture, title (the link to the stay, on the chosen check-in), hotel
 * and its stars, place and nights. The whole card answers the pointer through its link.
 */
export function VoucherOfferCard({ offer, checkinDate }: { offer: VoucherOffer; checkinDate: string | undefined }) {
  const { t } = useTranslation();
  const props = useRemoteProps();
  const { hotel } = offer;
  return (
    <article className={styles.card}>
      <LazyPicture className={styles.cardImage} path={offer.imageUrl} size={CARD_IMAGE} />
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          <a className={styles.cardLink} {...shopLinkProps(props, stayTarget(offer, checkinDate))}>
            {offer.label}
          </a>
        </h3>
        <p className={styles.cardHotel}>
          <span className={styles.hotelName}>{hotel.label}</span>
          {hotel.stars > 0 ? (
            <span
              className={styles.stars}
              role="img"
              aria-label={t('beneficiary.offers.stars', { count: hotel.stars })}
            >
              {'★'.repeat(hotel.stars)}
            </span>
          ) : null}
        </p>
        <p className={styles.cardFacts}>
          <span>{offer.location.label}</span>
          <span className={styles.nights}>{t('beneficiary.offers.nights', { count: offer.nights })}</span>
        </p>
      </div>
    </article>
  );
}
