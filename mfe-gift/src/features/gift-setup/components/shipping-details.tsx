import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { useRemoteProps } from '../../../context/remote-props';
import type { ShippingCostsResponse } from '../api/get-shipping-costs';
import styles from './setup-steps.module.css';

/** The delivery of a physical gift: free (its cost crossed out) or its charge, and how long it takes. */
export function ShippingDetails({ shipping }: { shipping: ShippingCostsResponse }) {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  const free = shipping.charge <= 0;
  const { min, max } = shipping.deliveryDays;
  return (
    <div className={styles.shipping}>
      <p className={styles.shippingCost}>
        {free ? <span className={styles.freeTag}>{t('giftSetup.shipping.freeTag')}</span> : null}
        <span>{t('giftSetup.shipping.label')}</span>
        {free ? (
          <>
            {shipping.amount > 0 ? (
              <s className={styles.struck} aria-hidden="true">
                {formatEuros(shipping.amount, locale)}
              </s>
            ) : null}
            <strong>{t('giftSetup.shipping.free')}</strong>
            {shipping.amount > 0 ? (
              <VisuallyHidden elementType="span">
                {t('giftSetup.shipping.insteadOf', { price: formatEuros(shipping.amount, locale) })}
              </VisuallyHidden>
            ) : null}
          </>
        ) : (
          <strong>{formatEuros(shipping.charge, locale)}</strong>
        )}
      </p>
      <p className={styles.delivery}>
        {min === max
          ? t('giftSetup.shipping.deliveryExact', { count: max })
          : t('giftSetup.shipping.delivery', { min, max })}
      </p>
    </div>
  );
}
