import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { useRemoteProps } from '../../../context/remote-props';
import styles from './box-panel.module.css';

interface BoxPriceProps {
  /** Cents. */
  sellPrice: number;
  referencePrice: number;
  /** The promotion as shown (boxPromoPercent): 0 shows neither the reference price nor a badge. */
  promoPercent: number;
}

/** The box's price; with a promotion, the struck reference price and the "-N %" badge after it. */
export function BoxPrice({ sellPrice, referencePrice, promoPercent }: BoxPriceProps) {
  const { t } = useTranslation('box');
  const { locale } = useRemoteProps();
  return (
    <p className={styles.price}>
      <strong className={styles.amount}>{formatEuros(sellPrice, locale)}</strong>
      {promoPercent > 0 ? (
        <span className={styles.promo}>
          <del className={styles.reference}>
            <VisuallyHidden elementType="span">{t('price.insteadOf')} </VisuallyHidden>
            {formatEuros(referencePrice, locale)}
          </del>
          <span className={styles.badge}>{t('price.promo', { percent: promoPercent })}</span>
        </span>
      ) : null}
    </p>
  );
}
