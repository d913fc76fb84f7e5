import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { boxPromoPercent, formatEuros } from '@escapade/shared-contracts/prices';
import { useRemoteProps } from '../../../context/remote-props';
import styles from './boxes.module.css';

/** The box's price; with a discount worth showing, the struck reference price and a "-N %" badge. */
export function BoxPrice({ sellPrice, referencePrice }: { sellPrice: number; referencePrice: number }) {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  const promo = boxPromoPercent(sellPrice, referencePrice);
  return (
    <p className={styles.price}>
      <strong className={styles.amount}>{formatEuros(sellPrice, locale)}</strong>
      {promo > 0 ? (
        <>
          <del className={styles.reference}>
            <VisuallyHidden elementType="span">{t('boxes.card.insteadOf')} </VisuallyHidden>
            {formatEuros(referencePrice, locale)}
          </del>
          <span className={styles.badge}>{t('boxes.card.promo', { percent: promo })}</span>
        </>
      ) : null}
    </p>
  );
}
