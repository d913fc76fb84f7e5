import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { bcp47 } from '@escapade/shared-contracts/locales';
import { useRemoteProps } from '../../../context/remote-props';
import type { Buyer } from '../../../utils/purchase-body';
import styles from './wallet-dialog.module.css';

/** Who the order is for, as the dialog recalls it before paying. */
export function BuyerDetails({ buyer, title }: { buyer: Buyer; title: string }) {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  const titleId = useId();
  const country = new Intl.DisplayNames([bcp47(locale)], { type: 'region', fallback: 'code' }).of(buyer.country);
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.blockTitle}>
        {title}
      </h3>
      <address className={styles.address}>
        <span className={styles.buyerName}>
          {t(`payment.buyer.civilities.${buyer.civility}`)} {buyer.firstName} {buyer.lastName}
        </span>
        <span>{buyer.email.email}</span>
        <span>{buyer.phoneNumber}</span>
        <span>{buyer.addressLine}</span>
        <span>
          {buyer.postalCode} {buyer.city}, {country}
        </span>
      </address>
    </section>
  );
}
