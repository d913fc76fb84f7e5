import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { useRemoteProps } from '../../../context/remote-props';
import { discountPercent, formatEuros } from '@escapade/shared-contracts/prices';
import { travellersSummary } from '../utils/travellers-summary';
import styles from './booking-panel.module.css';

export interface StayPriceInfo {
  /** Cents. */
  sellPrice: number;
  refPrice: number;
  priceType: 'from-price' | 'final-price' | 'gift';
  nights: number;
  /** The travellers the price is for: every one of them is named under it. */
  adults: number;
  children?: number;
  babies?: number;
  /** The api's reason when it could not price the dates (e.g. PACKAGE_NOT_AVAILABLE_CHECKIN). */
  error?: string | null;
}

interface StayPriceProps {
  price: StayPriceInfo;
  /** The automatic discount's percentage, when one applies (never in the gifting flow). */
  autoDiscountPercent?: number;
  isUpdating: boolean;
  /** The amount line alone, for the sticky bar at the top of the page. */
  compact?: boolean;
}

/** The price for the criteria: "from" without dates, the struck reference price and promo when discounted. */
export function StayPrice({ price, autoDiscountPercent, isUpdating, compact = false }: StayPriceProps) {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  // The badge's discount is worked out from the two prices shown, rounded up.
  const promoPercent = discountPercent(price.sellPrice, price.refPrice);
  const hasPromo = promoPercent > 0;
  const basis = t('booking.price.basis', {
    nights: t('booking.dates.nights', { count: price.nights }),
    travellers: travellersSummary(t, {
      adults: price.adults,
      children: price.children ?? 0,
      babies: price.babies ?? 0,
    }),
  });
  return (
    <div className={styles.price} aria-busy={isUpdating} data-updating={isUpdating || undefined}>
      <p className={styles.priceLine}>
        {price.priceType === 'from-price' ? <span className={styles.fromLabel}>{t('booking.price.from')} </span> : null}
        <strong className={styles.amount}>{formatEuros(price.sellPrice, locale)}</strong>
        {hasPromo ? (
          <>
            {' '}
            <del className={styles.refPrice}>
              <VisuallyHidden elementType="span">{t('booking.price.instead')} </VisuallyHidden>
              {formatEuros(price.refPrice, locale)}
            </del>{' '}
            <span className={styles.promoBadge}>{t('booking.price.promo', { percent: promoPercent })}</span>
          </>
        ) : null}
      </p>
      {compact ? null : <p className={styles.basis}>{basis}</p>}
      {autoDiscountPercent && !compact ? (
        <p className={styles.autoDiscount}>{t('booking.price.autoDiscount', { discount: autoDiscountPercent })}</p>
      ) : null}
      {/* Always present, so assistive technologies announce the text when it appears. */}
      <span role="status" className={styles.updating}>
        {isUpdating ? t('booking.price.updating') : ''}
      </span>
    </div>
  );
}
