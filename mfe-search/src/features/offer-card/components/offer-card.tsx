import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from 'luxon';
import { bcp47, type Locale } from '@escapade/shared-contracts/locales';
import type { Flow } from '@escapade/shared-contracts/routes';
import { parseSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { useRemoteProps } from '../../../context/remote-props';
import { RouteLink } from '../../../components/route-link';
import type { SearchOffer } from '../../../utils/search-offers-answer';
import { CancellationConditions } from '../../cancellation/components/cancellation-conditions';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { formatScore } from '../../../utils/format-score';
import { cardPriceType } from '../utils/price-type';
import { promoBadge } from '../../../utils/promo-discount';
import { ratingLabelOf } from '../utils/rating-label';
import { stressLabelsOf, type StressLabel } from '../utils/stress-labels';
import { galleryImagesOf } from '../utils/gallery-images';
import { hotelTarget, stayTarget } from '../utils/card-links';
import { wishlistItemOf } from '../../../utils/wishlist-item';
import { ImageGallery } from './image-gallery';
import { WishlistToggle } from './wishlist-toggle';
import styles from './offer-card.module.css';

export interface OfferCardProps {
  offer: SearchOffer;
  flow: Flow;
  /** The search criteria as hash: the stay page opens with the same dates and travellers. */
  criteriaHash: string;
  /** Cards of the first row load their image at once; the others when scrolled near. */
  eagerImage?: boolean;
  /** Position in its list (from 0), for the tracking of a selection. */
  index?: number;
  /**
   * A price type the caller imposes: the card then shows a final price without "from". The
   * offer's own priceType is not used for this, as the api always sends one.
   */
  priceType?: string;
}

/**
 * One result: pictures, stress messages, title, hotel, rating, cancellation and price. The title
 * link covers the card (the stay page); the hotel link, the heart, the carousel buttons and the
 * cancellation conditions sit above it.
 */
export function OfferCard({ offer, flow, criteriaHash, eagerImage = false, index, priceType }: OfferCardProps) {
  const { t } = useTranslation('cards');
  const { apiBase, locale, hrefFor, bus } = useRemoteProps();
  const { hotel } = offer;
  const criteria = useMemo(() => parseSearchCriteria({ hash: criteriaHash, search: '' }), [criteriaHash]);
  const people = offer.paxCount || offer.adult + offer.child + offer.baby;
  const shownPriceType = cardPriceType({
    hasCheckinDates: Boolean(offer.checkin || criteria.checkin),
    flow,
    givenPriceType: priceType,
  });
  const badge = promoBadge(offer.sellPrice, offer.refPrice);
  const rating = ratingLabelOf(hotel.review.count > 0 ? hotel.review.average : null, hotel.review.count);
  // A gift is a voucher used on dates of the beneficiary's choosing: rooms left tonight, last
  // minute and the stay's cancellation terms say nothing about it.
  const isGift = flow === 'gifting';
  const stress = stressLabelsOf(offer, undefined, { forGift: isGift });
  const images = galleryImagesOf(offer.imageUrl, offer.images ?? []).map((image) => `${apiBase}${image}`);
  const stay = stayTarget(offer.id, flow, criteriaHash);
  const hotelLink = hotelTarget(hotel.id, flow, {
    checkin: offer.checkin ?? criteria.checkin,
    checkout: offer.checkout ?? criteria.checkout,
    nights: offer.checkin ? offer.nights : criteria.night,
    adults: criteria.adults,
    children: criteria.children,
    babies: criteria.babies,
  });

  const trackSelection = () => {
    bus.emit('tracking:event', {
      name: 'select_item',
      items: [
        {
          item_id: String(offer.id),
          item_name: offer.label,
          item_category: 'weekend',
          quantity: 1,
          price: offer.sellPrice / 100,
          ...(index === undefined ? {} : { index }),
        },
      ],
      params: { item_list_name: 'search_results' },
    });
  };

  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <ImageGallery images={images} label={offer.label} to={stay} eager={eagerImage} />
        {badge ? (
          <span className={styles.promo}>
            <VisuallyHidden elementType="span">{t('offerCard.discount')} </VisuallyHidden>
            {badge}
          </span>
        ) : null}
        <WishlistToggle
          className={styles.wishlist}
          id={String(offer.id)}
          item={() =>
            wishlistItemOf(
              {
                id: offer.id,
                type: 'STAY',
                label: offer.label,
                headwords: offer.headwords,
                imageUrl: offer.imageUrl,
                hotel: { label: hotel.label, stars: hotel.stars },
              },
              { apiBase, uri: hrefFor(stay) },
            )
          }
        />
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
        <p className={styles.location}>
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
            <path
              d="M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11zM12 7.5a2.5 2.5 0 100 5 2.5 2.5 0 000-5z"
              fill="currentColor"
            />
          </svg>
          <span className={styles.locationLabel}>{hotel.location.label}</span>
          {offer.distance !== null && offer.distance !== undefined ? (
            <span className={styles.distance}>{t('offerCard.distance', { km: Math.round(offer.distance) })}</span>
          ) : null}
        </p>
        <h3 className={styles.title}>
          <RouteLink className={styles.link} to={stay} onClick={trackSelection}>
            {offer.label}
          </RouteLink>
        </h3>
        <p className={styles.hotel}>
          <RouteLink className={styles.hotelLink} to={hotelLink}>
            {hotel.label}
          </RouteLink>
          {hotel.stars > 0 ? (
            <span className={styles.stars} role="img" aria-label={t('offerCard.stars', { count: hotel.stars })}>
              {'★'.repeat(hotel.stars)}
            </span>
          ) : null}
        </p>
        <p className={styles.review}>
          {hotel.review.count > 0 ? (
            <>
              <span className={styles.score}>
                {t('offerCard.score', { score: formatScore(hotel.review.average, locale) })}
              </span>
              {rating ? <span className={styles.ratingLabel}>{t(`offerCard.rating.${rating}`)}</span> : null}
              <span className={styles.reviewCount}>{t('offerCard.reviews', { count: hotel.review.count })}</span>
            </>
          ) : (
            <span className={styles.ratingNew}>{t('offerCard.rating.new')}</span>
          )}
        </p>
        {isGift ? null : (
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
        <div className={styles.price}>
          {badge ? (
            <del className={styles.refPrice}>
              <VisuallyHidden elementType="span">{t('offerCard.insteadOf')} </VisuallyHidden>
              {formatEuros(offer.refPrice, locale)}
            </del>
          ) : null}
          <p className={styles.sellPrice}>
            {shownPriceType === 'FROM_PRICE' ? <span className={styles.fromPrefix}>{t('offerCard.from')} </span> : null}
            <strong className={styles.amount}>{formatEuros(offer.sellPrice, locale)}</strong>
          </p>
          <p className={styles.priceBasis}>
            {t('offerCard.priceBasis', {
              nights: t('offerCard.nights', { count: offer.nights }),
              people: t('offerCard.people', { count: people }),
            })}
          </p>
        </div>
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
