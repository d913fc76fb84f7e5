import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from 'luxon';
import { bcp47, type Locale } from '@escapade/shared-contracts/locales';
import { useRemoteProps } from '../../../context/remote-props';
import { RouteLink } from '../../../components/route-link';
import { CancellationConditions } from '../../cancellation/components/cancellation-conditions';
import { stressLabelsOf, type StressLabel } from '../utils/stress-labels';
import { CompactOfferCard } from './compact-offer-card';
import { ImageGallery } from './image-gallery';
import {
  CardLocation,
  CardPrice,
  CardReview,
  CardTitle,
  CardWishlist,
  GiftFormats,
  PromoBadge,
  useOfferCard,
  type OfferCardProps,
} from './offer-card-parts';
import styles from './offer-card.module.css';

/**
 * One result, in the variation the `productCardVariation` experiment flag chooses: the full card
 * (default) or the compact one. Memoised: the page re-renders whenever one of its queries answers
 * (filters, map, banners), and those renders are synchronous; a page of cards drawn again each
 * time, for nothing, kept a tap waiting on the phone. A card draws again only when its own props
 * or the remote's props change.
 */
export const OfferCard = memo(function OfferCard(props: OfferCardProps) {
  const { flags } = useRemoteProps();
  return flags.productCardVariation === 'compact' ? <CompactOfferCard {...props} /> : <FullOfferCard {...props} />;
});

/**
 * The full card: pictures, stress messages, title, hotel, rating, cancellation (the voucher's
 * formats for a gift) and price. The title link covers the card (the stay page); the hotel link,
 * the heart, the carousel buttons and the cancellation conditions sit above it.
 */
function FullOfferCard(props: OfferCardProps) {
  const { offer, flow, eagerImage = false } = props;
  const { t } = useTranslation('cards');
  const { locale } = useRemoteProps();
  const card = useOfferCard(props);
  const { hotel } = offer;
  // A gift is a voucher used on dates of the beneficiary's choosing: rooms left tonight, last
  // minute and the stay's cancellation terms say nothing about it.
  const isGift = flow === 'gifting';
  const stress = stressLabelsOf(offer, undefined, { forGift: isGift });

  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <ImageGallery images={card.images} label={offer.label} to={card.stay} eager={eagerImage} />
        <PromoBadge badge={card.badge} />
        <CardWishlist offer={offer} card={card} />
        {stress.length > 0 ? (
          <ul className={styles.stress} aria-label={t('offerCard.stressLabel')}>
            {stress.map((label) => (
              <li
                key={label.kind + ('text' in label ? label.text : '')}
                className={`${styles.stressItem} ${styles[label.colour]}`}
              >
                {stressText(label, t, locale)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.body}>
        <CardLocation offer={offer} />
        <CardTitle offer={offer} card={card} />
        <p className={styles.hotel}>
          <RouteLink className={styles.hotelLink} to={card.hotelLink}>
            {hotel.label}
          </RouteLink>
          {hotel.stars > 0 ? (
            <span className={styles.stars} role="img" aria-label={t('offerCard.stars', { count: hotel.stars })}>
              {'★'.repeat(hotel.stars)}
            </span>
          ) : null}
        </p>
        <CardReview offer={offer} />
        {isGift ? (
          <GiftFormats />
        ) : (
          <div className={styles.cancellation}>
            {offer.cancellationPolicy.cancellable ? (
              <>
                <span className={styles.freeCancellation}>{t('offerCard.freeCancellation')}</span>
                <CancellationConditions message={offer.cancellationPolicy.message} checkin={offer.checkin} />
              </>
            ) : (
              <span className={styles.nonRefundable}>
                {offer.cancellationPolicy.message || t('offerCard.nonRefundable')}
              </span>
            )}
          </div>
        )}
        <CardPrice offer={offer} card={card} />
      </div>
    </article>
  );
}

function stressText(
  label: StressLabel,
  t: (key: string, options?: Record<string, unknown>) => string,
  locale: Locale,
): string {
  switch (label.kind) {
    case 'roomsLeft':
      return t('offerCard.stress.roomsLeft', { count: label.count });
    case 'lastMinute':
      return t('offerCard.stress.lastMinute');
    case 'expiry':
      return t('offerCard.stress.expiry', {
        date: DateTime.fromISO(label.date, { locale: bcp47(locale) }).toFormat('d MMMM'),
      });
    case 'marketing':
      return label.text;
  }
}
