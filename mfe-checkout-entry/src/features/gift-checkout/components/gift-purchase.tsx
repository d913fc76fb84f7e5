import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../../../context/remote-props';
import {
  FactList,
  LineList,
  PurchaseCard,
  PurchaseSubsection,
  PurchaseText,
  type Fact,
} from '../../../components/purchase-card';
import type { GiftPresentation } from '../state/use-gift-detail';
import { GIFT_STAY_PEOPLE, GIFT_STAY_VALIDITY_YEARS, type GiftOrder } from '../utils/gift-order';
import styles from './gift-purchase.module.css';

/** The gift being bought: the box or the stay, its format, how long it is valid, its message. */
export function GiftPurchase({ order, gift }: { order: GiftOrder; gift: GiftPresentation }) {
  const { t } = useTranslation();
  const { apiBase } = useRemoteProps();
  const title = gift.kind === 'box' ? gift.box.title : gift.stay.label;
  const photo =
    gift.kind === 'box'
      ? (gift.box.images.mainBySize?.['960_540']?.[0] ?? gift.box.images.main)
      : (gift.stay.imagesBySize?.['960_540']?.[0] ?? gift.stay.images[0]);

  const facts: Fact[] = [];
  if (gift.kind === 'box') {
    const { nights, people } = gift.box.searchCriteriaProperties;
    facts.push({
      label: t('checkout.gift.content'),
      value: t('checkout.gift.nightsForPeople', {
        nights: t('checkout.gift.nights', { count: nights }),
        people: t('checkout.gift.people', { count: people }),
      }),
    });
  } else if (order.kind === 'stay') {
    facts.push({
      label: t('checkout.gift.content'),
      value: t('checkout.gift.nightsForPeople', {
        nights: t('checkout.gift.nights', { count: order.nights }),
        people: t('checkout.gift.people', { count: GIFT_STAY_PEOPLE }),
      }),
    });
  }
  facts.push(
    {
      label: t('checkout.gift.format'),
      value: order.format === 'physical' ? t('checkout.gift.physical') : t('checkout.gift.digital'),
    },
    {
      label: t('checkout.gift.validity'),
      value:
        order.kind === 'box'
          ? t('checkout.gift.boxValidity')
          : t('checkout.gift.stayValidity', { count: GIFT_STAY_VALIDITY_YEARS, people: GIFT_STAY_PEOPLE }),
    },
  );
  const included =
    gift.kind === 'box'
      ? gift.box.includedContent
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
      : [];

  return (
    <PurchaseCard
      kicker={gift.kind === 'box' ? t('checkout.gift.boxKicker') : t('checkout.gift.stayKicker')}
      title={title}
      photo={photo ? { src: apiBase + photo, alt: t('checkout.gift.photoAlt', { gift: title }) } : null}
    >
      {gift.kind === 'stay' ? (
        <p className={styles.hotel}>
          <span className={styles.hotelName}>{gift.stay.hotel.label}</span>
          {gift.stay.hotel.stars > 0 ? (
            <span
              className={styles.stars}
              role="img"
              aria-label={t('summary.stay.stars', { count: gift.stay.hotel.stars })}
            >
              {'★'.repeat(gift.stay.hotel.stars)}
            </span>
          ) : null}
          <span>{gift.stay.hotel.location.label}</span>
        </p>
      ) : null}

      <PurchaseSubsection title={t('checkout.gift.detailsTitle')}>
        <FactList facts={facts} />
        <PurchaseText muted>
          {order.format === 'physical' ? t('checkout.gift.physicalNote') : t('checkout.gift.digitalNote')}
        </PurchaseText>
      </PurchaseSubsection>

      {included.length > 0 ? (
        <PurchaseSubsection title={t('checkout.gift.included')}>
          <LineList lines={included} />
        </PurchaseSubsection>
      ) : null}

      {order.customisation ? (
        <PurchaseSubsection title={t('checkout.gift.customisation')}>
          {order.customisation.fromName ? (
            <PurchaseText>{t('checkout.gift.from', { name: order.customisation.fromName })}</PurchaseText>
          ) : null}
          {order.customisation.message ? (
            <blockquote className={styles.message}>{order.customisation.message}</blockquote>
          ) : null}
        </PurchaseSubsection>
      ) : null}
    </PurchaseCard>
  );
}
