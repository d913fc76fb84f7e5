import { useTranslation } from 'react-i18next';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { useRemoteProps } from '../../../context/remote-props';
import type { FoundOrder } from '../api/lookup-order';
import { formatOrderDay } from '../utils/order-dates';
import { orderItemFacts } from '../utils/order-item-facts';
import { PriceLines } from './price-lines';
import styles from './order.module.css';

/** The booking as found: its number, status and date, what was bought, and what it cost. */
export function OrderSummary({ order }: { order: FoundOrder }) {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  const atHotel = order.touristTax?.toBePaidAtHotel ? order.touristTax.amount : 0;
  return (
    <article className={styles.order}>
      <div className={styles.orderTop}>
        <h2 className={styles.orderTitle}>{t('bookingLookup.order.title', { reference: order.reference })}</h2>
        <p className={`${styles.status} ${styles[order.status] ?? ''}`}>
          {t(`bookingLookup.order.statuses.${order.status}`)}
        </p>
      </div>
      <p className={styles.muted}>
        {t('bookingLookup.order.bookedOn', { date: formatOrderDay(order.createdAt, locale) })}
      </p>
      <h3 className={styles.subTitle}>{t('bookingLookup.order.item')}</h3>
      <ul className={styles.facts}>
        {orderItemFacts(order.item, t, locale).map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <PriceLines
        order={order}
        caption={t('bookingLookup.order.price')}
        totalLabel={t(order.status === 'paid' ? 'bookingLookup.order.amountPaid' : 'bookingLookup.order.amountDue')}
      />
      {atHotel > 0 ? (
        <p className={styles.muted}>
          {t('bookingLookup.order.touristTaxAtHotel', { amount: formatEuros(atHotel, locale) })}
        </p>
      ) : null}
    </article>
  );
}
