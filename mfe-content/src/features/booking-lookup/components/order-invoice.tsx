import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { useRemoteProps } from '../../../context/remote-props';
import type { FoundOrder } from '../api/lookup-order';
import { formatOrderDay } from '../utils/order-dates';
import { PriceLines } from './price-lines';
import styles from './order.module.css';

/** Who sells every order: the shop itself. */
const SELLER_NAME = 'Escapade';

/** The order laid out as an invoice, for the customer to print (the print shows the invoice alone). */
export function OrderInvoice({ order }: { order: FoundOrder }) {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  return (
    <article className={`${styles.order} ${styles.invoice}`}>
      <div className={styles.orderTop}>
        <h2 className={styles.orderTitle}>{t('bookingLookup.invoice.title', { reference: order.reference })}</h2>
        <p className={styles.muted}>
          {t('bookingLookup.invoice.date', { date: formatOrderDay(order.createdAt, locale) })}
        </p>
      </div>
      <div className={styles.parties}>
        <section className={styles.party}>
          <h3 className={styles.subTitle}>{t('bookingLookup.invoice.seller')}</h3>
          <p>{SELLER_NAME}</p>
          <p className={styles.muted}>{t('bookingLookup.invoice.sellerActivity')}</p>
        </section>
        <section className={styles.party}>
          <h3 className={styles.subTitle}>{t('bookingLookup.invoice.buyer')}</h3>
          <p>{`${order.buyer.firstName} ${order.buyer.lastName}`}</p>
          <p className={styles.muted}>{order.buyer.email}</p>
        </section>
      </div>
      <PriceLines
        order={order}
        caption={t('bookingLookup.invoice.lines')}
        totalLabel={t('bookingLookup.invoice.total')}
      />
      <p className={styles.muted}>{t('bookingLookup.invoice.vatNote')}</p>
      <Button className={styles.printButton} onPress={() => window.print()}>
        {t('bookingLookup.invoice.print')}
      </Button>
    </article>
  );
}
