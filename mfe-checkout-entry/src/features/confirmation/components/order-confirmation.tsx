import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Locale } from '@escapade/shared-contracts/locales';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import type { OrderItem, OrderView } from '../api/get-order';
import { formatLongDate } from '../../../utils/format-long-date';
import { GiftCodes } from './gift-codes';
import styles from './confirmation.module.css';

/**
 * The order as it stands. A paid order: thanks, the booking number, the gift codes of a gift, what
 * was bought, the amount, where the e-mail went and what happens next. Any other status says plainly that the payment
 * was not completed.
 */
export function OrderConfirmation({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const remoteProps = useRemoteProps();
  const { locale } = remoteProps;
  const paid = order.status === 'paid';
  return (
    <article className={styles.page}>
      <header className={`${styles.hero} ${paid ? styles.heroPaid : styles.heroUnpaid}`}>
        <h1 className={styles.title}>
          {paid
            ? t('confirmation.paid.title', { firstName: order.buyer.firstName })
            : t(`confirmation.unpaid.${order.status}.title`)}
        </h1>
        <p className={styles.lead}>
          {paid
            ? t('confirmation.paid.emailSent', { email: order.buyer.email })
            : t(`confirmation.unpaid.${order.status}.message`)}
        </p>
        <dl className={styles.reference}>
          <dt>{t('confirmation.reference')}</dt>
          <dd>{order.reference}</dd>
        </dl>
      </header>

      {order.giftCodes && order.giftCodes.length > 0 ? <GiftCodes codes={order.giftCodes} /> : null}

      <div className={styles.columns}>
        <Block title={t('confirmation.order.title')}>
          <h3 className={styles.itemTitle}>{order.item.title}</h3>
          {order.item.hotel ? (
            <p className={styles.hotel}>
              {order.item.hotel.city ? `${order.item.hotel.label}, ${order.item.hotel.city}` : order.item.hotel.label}
            </p>
          ) : null}
          <dl className={styles.facts}>
            {itemFacts(order, t, locale).map(([label, value]) => (
              <div key={label} className={styles.fact}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </Block>

        <Block title={t(paid ? 'confirmation.amount.paid' : 'confirmation.amount.ordered')}>
          <p className={styles.amount}>{formatEuros(order.amount, locale)}</p>
          {order.touristTax?.toBePaidAtHotel && order.touristTax.amount > 0 ? (
            <p className={styles.note}>
              {t('confirmation.amount.touristTax', { amount: formatEuros(order.touristTax.amount, locale) })}
            </p>
          ) : null}
        </Block>
      </div>

      {paid ? (
        <Block title={t('confirmation.next.title')}>
          <ul className={styles.next}>
            {nextSteps(order.item, t, locale).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </Block>
      ) : null}

      <a className={styles.home} {...shopLinkProps(remoteProps, { kind: 'home' })}>
        {t('confirmation.home')}
      </a>
    </article>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.blockTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What the order's cancellation insurance cost, in cents: its price lines, none when it had none. */
function insuranceAmount(order: OrderView): number {
  return order.lines.filter((line) => line.kind === 'insurance').reduce((sum, line) => sum + line.amount, 0);
}

/** The lines of "what was bought" for the item's kind, as [label, value]. */
function itemFacts(order: OrderView, t: TFunction, locale: Locale): [string, string][] {
  const { item } = order;
  const facts: [string, string][] = [];
  const day = (iso: string | undefined) => (iso ? formatLongDate(iso, locale) : '');
  if (item.kind === 'stay') {
    if (item.checkin) facts.push([t('confirmation.order.checkin'), day(item.checkin)]);
    if (item.checkout) facts.push([t('confirmation.order.checkout'), day(item.checkout)]);
    if (item.nights)
      facts.push([t('confirmation.order.duration'), t('confirmation.order.nights', { count: item.nights })]);
    if (item.pax) {
      const { adults, children, babies } = item.pax;
      const travellers = [t('confirmation.order.adults', { count: adults })];
      if (children > 0) travellers.push(t('confirmation.order.children', { count: children }));
      if (babies > 0) travellers.push(t('confirmation.order.babies', { count: babies }));
      facts.push([t('confirmation.order.travellers'), travellers.join(', ')]);
    }
  }
  for (const activity of item.activityDates ?? []) facts.push([activity.title, day(activity.date)]);
  if (item.kind === 'activity' && item.participants)
    facts.push([
      t('confirmation.order.participantsLabel'),
      t('confirmation.order.participants', { count: item.participants }),
    ]);
  if (item.kind === 'giftStay' && item.nights)
    facts.push([t('confirmation.order.duration'), t('confirmation.order.nights', { count: item.nights })]);
  if (item.kind === 'giftCard' && item.amount !== undefined)
    facts.push([t('confirmation.order.cardAmount'), formatEuros(item.amount, locale)]);
  if (item.giftFormat) {
    const formats = item.kind === 'giftCard' ? 'cardFormats' : 'formats';
    facts.push([t('confirmation.order.format'), t(`confirmation.order.${formats}.${item.giftFormat}`)]);
  }
  if (item.kind === 'stay') {
    // A paid insurance shows what it cost; it is "included" only when it cost nothing.
    const insurancePrice = item.insurance ? insuranceAmount(order) : 0;
    let insurance = t('confirmation.order.notInsured');
    if (item.insurance)
      insurance = insurancePrice > 0 ? formatEuros(insurancePrice, locale) : t('confirmation.order.insured');
    facts.push([t('confirmation.order.insurance'), insurance]);
  }
  return facts;
}

/** What happens after the payment, for the item's kind. */
function nextSteps(item: OrderItem, t: TFunction, locale: Locale): string[] {
  if (item.kind === 'stay') {
    const checkin = item.checkin ? formatLongDate(item.checkin, locale) : '';
    return [
      item.hotel && checkin
        ? t('confirmation.next.stay.hotelExpects', { hotel: item.hotel.label, checkin })
        : t('confirmation.next.stay.hotelExpectsSoon'),
      t(item.insurance ? 'confirmation.next.stay.insured' : 'confirmation.next.stay.cancellation'),
    ];
  }
  if (item.kind === 'activity')
    return [t('confirmation.next.activity.voucher'), t('confirmation.next.activity.booking')];
  if (item.kind === 'giftCard')
    return [
      t(item.giftFormat === 'physical' ? 'confirmation.next.gift.cardDelivery' : 'confirmation.next.gift.cardEmail'),
      t('confirmation.next.gift.validityCard'),
    ];
  return [
    t(item.giftFormat === 'physical' ? 'confirmation.next.gift.delivery' : 'confirmation.next.gift.email'),
    t(item.kind === 'giftBox' ? 'confirmation.next.gift.validityBox' : 'confirmation.next.gift.validityStay'),
  ];
}
