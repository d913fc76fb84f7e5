import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { discountPercent, formatEuros } from '@escapade/shared-contracts/prices';
import { useRemoteProps } from '../../../context/remote-props';
import { activityOnlyPromoPercent } from '../../../utils/promo';
import type { ActivityPrice as Price } from '../api/get-activity-detail';
import styles from './activity-purchase.module.css';

/**
 * The price for the participants: the amount, and from 5 % of promotion on, the struck reference
 * price and the "-N %" badge.
 */
export function ActivityPrice({ price, participants }: { price: Price; participants: number }) {
  const { t } = useTranslation('activity');
  const { locale } = useRemoteProps();
  const promo = activityOnlyPromoPercent(discountPercent(price.sellPrice, price.refPrice));
  const showsPromo = promo > 0 && price.refPrice > price.sellPrice;
  return (
    // Announced when the participants change it: the stepper keeps the focus.
    <div className={styles.price} aria-live="polite" aria-atomic="true">
      <p className={styles.priceLine}>
        <strong className={styles.amount}>{formatEuros(price.sellPrice, locale)}</strong>
        {showsPromo ? (
          <>
            {' '}
            <del className={styles.refPrice}>
              <VisuallyHidden elementType="span">{t('purchase.instead')} </VisuallyHidden>
              {formatEuros(price.refPrice, locale)}
            </del>{' '}
            <span className={styles.promoBadge}>{t('purchase.promo', { percent: promo })}</span>
          </>
        ) : null}
      </p>
      <p className={styles.basis}>{t('purchase.basis', { count: participants })}</p>
    </div>
  );
}
