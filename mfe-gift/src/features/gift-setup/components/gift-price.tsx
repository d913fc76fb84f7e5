import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { useRemoteProps } from '../../../context/remote-props';
import { discountPercent, formatEuros } from '@escapade/shared-contracts/prices';
import styles from './gift-setup.module.css';

/** A gift price in euros, with the crossed-out reference price and the -N% badge when discounted. */
export function GiftPrice({ sellPrice, refPrice }: { sellPrice: number; refPrice: number }) {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  const discount = discountPercent(sellPrice, refPrice);
  return (
    <span className={styles.price}>
      {discount > 0 ? (
        <span className={styles.discount}>{t('giftSetup.price.discount', { percent: discount })}</span>
      ) : null}
      <span className={styles.sellPrice}>{formatEuros(sellPrice, locale)}</span>
      {discount > 0 ? (
        <span className={styles.refPrice}>
          <VisuallyHidden elementType="span">
            {t('giftSetup.price.insteadOf', { price: formatEuros(refPrice, locale) })}
          </VisuallyHidden>
          <s aria-hidden="true">{formatEuros(refPrice, locale)}</s>
        </span>
      ) : null}
    </span>
  );
}
