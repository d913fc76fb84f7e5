import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import type { AccountOrder } from '../api/get-trips';
import { formatOrderDay, formatTripDay, newestFirst } from '../utils/trip-facts';
import styles from './account-area.module.css';

/** The customer's orders, the latest first, each with a link to its confirmation page. */
export function TripList({ orders }: { orders: readonly AccountOrder[] }) {
  const { t } = useTranslation();
  const props = useRemoteProps();
  if (orders.length === 0) {
    return (
      <section className={styles.inlineNotice}>
        <p className={styles.noticeTitle}>{t('account.trips.empty')}</p>
        <p className={styles.noticeText}>{t('account.trips.emptyHint')}</p>
        <a className={styles.action} {...shopLinkProps(props, { kind: 'search' })}>
          {t('account.trips.emptyAction')}
        </a>
      </section>
    );
  }
  return (
    <>
      <p className={styles.count}>{t('account.trips.count', { count: orders.length })}</p>
      <ul className={styles.tripList}>
        {newestFirst(orders).map((order) => (
          <li key={order.orderUUID}>
            <TripCard order={order} />
          </li>
        ))}
      </ul>
    </>
  );
}

function TripCard({ order }: { order: AccountOrder }) {
  const { t } = useTranslation();
  const props = useRemoteProps();
  const titleId = useId();
  const { item } = order;
  const stayDates =
    item.checkin && item.checkout
      ? { from: formatTripDay(item.checkin, props.locale), to: formatTripDay(item.checkout, props.locale) }
      : null;
  const activityDates = (item.activityDates ?? [])
    .map(({ date }) => formatTripDay(date, props.locale))
    .filter((date): date is string => date !== null);
  const dates =
    stayDates?.from && stayDates.to
      ? t('account.trips.stayDates', stayDates)
      : activityDates.length > 0
        ? activityDates.join(', ')
        : null;
  const orderedOn = formatOrderDay(order.createdAt, props.locale);

  return (
    <article className={styles.tripCard} aria-labelledby={titleId}>
      <div className={styles.tripHeading}>
        <p className={styles.tripKind}>{t(`account.trips.kind.${item.kind}`)}</p>
        <h2 id={titleId} className={styles.tripTitle}>
          {item.title}
        </h2>
        {item.hotel?.label ? (
          <p className={styles.tripHotel}>
            {item.hotel.city
              ? t('account.trips.hotelIn', { hotel: item.hotel.label, city: item.hotel.city })
              : item.hotel.label}
          </p>
        ) : null}
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('account.trips.reference')}</dt>
          <dd>{order.reference}</dd>
        </div>
        {dates ? (
          <div className={styles.fact}>
            <dt>{t('account.trips.dates')}</dt>
            <dd>{dates}</dd>
          </div>
        ) : null}
        {orderedOn ? (
          <div className={styles.fact}>
            <dt>{t('account.trips.orderedOn')}</dt>
            <dd>{orderedOn}</dd>
          </div>
        ) : null}
        <div className={styles.fact}>
          <dt>{t('account.trips.status')}</dt>
          <dd>
            <span className={styles.status} data-status={order.status}>
              {t(`account.trips.statuses.${order.status}`)}
            </span>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('account.trips.amount')}</dt>
          <dd className={styles.amount}>{formatEuros(order.amount, props.locale)}</dd>
        </div>
      </dl>
      <a
        className={styles.secondaryAction}
        aria-label={t('account.trips.viewLabel', { reference: order.reference })}
        {...shopLinkProps(props, { kind: 'confirmation', id: order.orderUUID })}
      >
        {t('account.trips.view')}
      </a>
    </article>
  );
}
