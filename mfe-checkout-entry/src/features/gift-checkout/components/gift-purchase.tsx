import { useTranslation } from 'react-i18next';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
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
import {
  GIFT_CARD_VALIDITY_MONTHS,
  GIFT_STAY_PEOPLE,
  GIFT_STAY_VALIDITY_YEARS,
  giftCardTarget,
  type GiftOrder,
} from '../utils/gift-order';
import { giftTitle } from '../utils/gift-title';
import styles from './gift-purchase.module.css';

/** The gift being bought: the box, the stay or the gift card, its format, how long it is valid, its message. */
export function GiftPurchase({ order, gift }: { order: GiftOrder; gift: GiftPresentation }) {
  const { t } = useTranslation();
  const remoteProps = useRemoteProps();
  const { apiBase, locale } = remoteProps;
  const title = giftTitle(gift, t, locale);
  const photo =
    gift.kind === 'box'
      ? (gift.box.images.mainBySize?.['960_540']?.[0] ?? gift.box.images.main)
      : gift.kind === 'stay'
        ? (gift.stay.imagesBySize?.['960_540']?.[0] ?? gift.stay.images[0])
        : undefined;
  const isCard = gift.kind === 'giftCard';
  const physical = order.format === 'physical';

  const facts: Fact[] = [];
  if (gift.kind === 'giftCard') {
    facts.push({ label: t('checkout.gift.card.amount'), value: formatEuros(gift.amount, locale) });
  } else if (gift.kind === 'box') {
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
      value: isCard
        ? t(physical ? 'checkout.gift.card.physical' : 'checkout.gift.card.digital')
        : t(physical ? 'checkout.gift.physical' : 'checkout.gift.digital'),
    },
    {
      label: t('checkout.gift.validity'),
      value:
        order.kind === 'box'
          ? t('checkout.gift.boxValidity')
          : isCard
            ? t('checkout.gift.card.validity', { count: GIFT_CARD_VALIDITY_MONTHS })
            : t('checkout.gift.stayValidity', { count: GIFT_STAY_VALIDITY_YEARS, people: GIFT_STAY_PEOPLE }),
    },
  );
  const formatNote = isCard
    ? t(physical ? 'checkout.gift.card.physicalNote' : 'checkout.gift.card.digitalNote')
    : t(physical ? 'checkout.gift.physicalNote' : 'checkout.gift.digitalNote');
  const included =
    gift.kind === 'box'
      ? gift.box.includedContent
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
      : [];

  return (
    <PurchaseCard
      kicker={t(
        gift.kind === 'box'
          ? 'checkout.gift.boxKicker'
          : gift.kind === 'stay'
            ? 'checkout.gift.stayKicker'
            : 'checkout.gift.card.kicker',
      )}
      title={title}
      photo={photo ? { src: apiBase + photo, alt: t('checkout.gift.photoAlt', { gift: title }) } : null}
    >
      {gift.kind === 'giftCard' ? (
        // The card as it will look; its title above already says what it is.
        <div className={styles.card} aria-hidden="true">
          <span className={styles.cardBrand}>{t('checkout.gift.card.brand')}</span>
          <span className={styles.cardAmount}>{formatEuros(gift.amount, locale)}</span>
        </div>
      ) : null}
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
        <PurchaseText muted>{formatNote}</PurchaseText>
        {order.kind === 'giftCard' ? (
          <>
            <PurchaseText>{t('checkout.gift.card.usage')}</PurchaseText>
            <a className={styles.edit} {...shopLinkProps(remoteProps, giftCardTarget(order))}>
              {t('checkout.gift.card.edit')}
            </a>
          </>
        ) : null}
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
