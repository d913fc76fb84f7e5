import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { discountPercent, formatEuros } from '@escapade/shared-contracts/prices';
import { useRemoteProps } from '../../../context/remote-props';
import { hotelOffersPromoPercent } from '../../../utils/promo';
import type { RoomOffer } from '../api/get-hotel-detail';
import styles from './room-cards.module.css';

/**
 * An offer's price: "From" until dates are chosen, the reference price struck through and the
 * promotion when it reaches 10 %, and (unless compact) what the price is for.
 */
export function OfferPrice({ offer, compact = false }: { offer: RoomOffer; compact?: boolean }) {
  const { t } = useTranslation('hotel');
  const { locale } = useRemoteProps();
  const promo = hotelOffersPromoPercent(discountPercent(offer.price.sellPrice, offer.price.refPrice));
  const showsPromo = promo > 0 && offer.price.refPrice > offer.price.sellPrice;
  return (
    // Spans only: the price also sits inside the label of an offer's radio button.
    <span className={styles.price}>
      <span className={styles.priceLine}>
        {offer.hasSelectedDates ? null : <span className={styles.from}>{t('price.from')} </span>}
        <strong className={styles.amount}>{formatEuros(offer.price.sellPrice, locale)}</strong>
        {showsPromo ? (
          <>
            {' '}
            <del className={styles.refPrice}>
              <VisuallyHidden elementType="span">{t('price.instead')} </VisuallyHidden>
              {formatEuros(offer.price.refPrice, locale)}
            </del>{' '}
            <span className={styles.promo}>{t('price.promo', { percent: promo })}</span>
          </>
        ) : null}
      </span>
      {compact ? null : (
        <span className={styles.basis}>
          {t('price.basis', {
            nights: t('price.nights', { count: offer.price.nights }),
            travellers: t('price.travellers', { count: offer.paxCount }),
          })}
        </span>
      )}
    </span>
  );
}
