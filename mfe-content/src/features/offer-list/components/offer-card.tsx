import { useTranslation } from 'react-i18next';
import { apiImageUrl } from '@escapade/shared-contracts/api-images';
import { discountPercent, formatEuros } from '@escapade/shared-contracts/prices';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import type { FoundOffer } from '../api/search-offers';
import styles from './offer-list.module.css';

/** Size asked of the image generator: the card's 16:9 frame at twice its widest phone width. */
const CARD_IMAGE_SIZE = { width: 640, height: 360 };

/** One offer as a card: picture, hotel and place, name, price for two and the discount; a link to its page. */
export function OfferCard({ offer }: { offer: FoundOffer }) {
  const { t } = useTranslation();
  const props = useRemoteProps();
  const { apiBase, locale, flow } = props;
  const percent = offer.refPrice > offer.sellPrice ? discountPercent(offer.sellPrice, offer.refPrice) : 0;
  return (
    <article className={styles.card}>
      <div className={styles.picture}>
        <img
          className={styles.image}
          src={apiImageUrl(apiBase, offer.imageUrl, CARD_IMAGE_SIZE)}
          alt=""
          width={CARD_IMAGE_SIZE.width}
          height={CARD_IMAGE_SIZE.height}
          loading="lazy"
          decoding="async"
        />
        {percent > 0 ? <span className={styles.badge}>{t('offerList.discount', { percent })}</span> : null}
      </div>
      <div className={styles.body}>
        <p className={styles.hotel}>
          {offer.hotel.label}
          <span className={styles.place}> · {offer.hotel.location.label}</span>
        </p>
        <h3 className={styles.name}>
          <a className={styles.link} {...shopLinkProps(props, { kind: 'stay', id: String(offer.id), query: { flow } })}>
            {offer.label}
          </a>
        </h3>
        <p className={styles.price}>
          {offer.priceType === 'from-price' ? <span className={styles.from}>{t('offerList.from')} </span> : null}
          <strong>{formatEuros(offer.sellPrice, locale)}</strong>
          {percent > 0 ? (
            <del className={styles.reference}>
              <span className={styles.visuallyHidden}>{t('offerList.insteadOf')} </span>
              {formatEuros(offer.refPrice, locale)}
            </del>
          ) : null}
          <span className={styles.pax}> {t('offerList.forTwo', { count: offer.nights })}</span>
        </p>
      </div>
    </article>
  );
}
