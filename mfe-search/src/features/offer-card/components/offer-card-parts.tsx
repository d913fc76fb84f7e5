/**
 * What both variations of the offer card share: the card's reading of an offer (links, price type,
 * promotion, rating, pictures, tracking) and the pieces drawn from it.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import type { Flow } from '@escapade/shared-contracts/routes';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { parseSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { useRemoteProps } from '../../../context/remote-props';
import { RouteLink } from '../../../components/route-link';
import type { SearchOffer } from '../../../utils/search-offers-answer';
import { formatScore } from '../../../utils/format-score';
import { promoBadge } from '../../../utils/promo-discount';
import { ratingLabel } from '@escapade/shared-contracts/rating-label';
import { wishlistItemOf } from '../../../utils/wishlist-item';
import { cardPriceType } from '../utils/price-type';
import { galleryImagesOf } from '../utils/gallery-images';
import { formatCardDistance } from '../utils/card-distance';
import { hotelTarget, stayTarget } from '../utils/card-links';
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

/** The card's reading of its offer, the same for every variation. */
export function useOfferCard({ offer, flow, criteriaHash, index, priceType }: OfferCardProps) {
  const { apiBase, bus } = useRemoteProps();
  const { hotel } = offer;
  const criteria = useMemo(() => parseSearchCriteria({ hash: criteriaHash, search: '' }), [criteriaHash]);
  const stay = stayTarget(offer.id, flow, criteriaHash);

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

  // What the price covers: the nights the api priced (a gift's are the gift's the shopper set up), and
  // the travellers, or a gift's people when chosen.
  const offerPeople = offer.paxCount || offer.adult + offer.child + offer.baby;
  const covers = {
    nights: offer.nights,
    people: flow === 'gifting' ? (criteria.giftAdults ?? offerPeople) : offerPeople,
  };

  return {
    criteria,
    stay,
    covers,
    trackSelection,
    badge: promoBadge(offer.sellPrice, offer.refPrice),
    showsFrom:
      cardPriceType({
        hasCheckinDates: Boolean(offer.checkin || criteria.checkin),
        flow,
        givenPriceType: priceType,
      }) === 'FROM_PRICE',
    hotelLink: hotelTarget(hotel.id, flow, {
      checkin: offer.checkin ?? criteria.checkin,
      checkout: offer.checkout ?? criteria.checkout,
      nights: offer.checkin ? offer.nights : criteria.night,
      adults: criteria.adults,
      children: criteria.children,
      babies: criteria.babies,
    }),
    images: galleryImagesOf(offer.imageUrl, offer.images ?? []).map((image) => `${apiBase}${image}`),
  };
}

export type OfferCardReading = ReturnType<typeof useOfferCard>;

/** "-N%" over the picture, read as "Discount of -N%". */
export function PromoBadge({ badge }: { badge: string | null }) {
  const { t } = useTranslation('cards');
  if (!badge) return null;
  return (
    <span className={styles.promo}>
      <VisuallyHidden elementType="span">{t('offerCard.discount')} </VisuallyHidden>
      {badge}
    </span>
  );
}

/** The heart: the shell keeps the wishlist. */
export function CardWishlist({ offer, card }: { offer: SearchOffer; card: OfferCardReading }) {
  const { apiBase, hrefFor } = useRemoteProps();
  return (
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
            hotel: { label: offer.hotel.label, stars: offer.hotel.stars },
          },
          { apiBase, uri: hrefFor(card.stay) },
        )
      }
    />
  );
}

/** The pin, the place and, around a point, the distance. */
export function CardLocation({ offer }: { offer: SearchOffer }) {
  const { t } = useTranslation('cards');
  const { locale } = useRemoteProps();
  const distance =
    offer.distance !== null && offer.distance !== undefined ? formatCardDistance(offer.distance, locale) : null;
  return (
    <p className={styles.location}>
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11zM12 7.5a2.5 2.5 0 100 5 2.5 2.5 0 000-5z"
          fill="currentColor"
        />
      </svg>
      <span className={styles.locationLabel}>{offer.hotel.location.label}</span>
      {distance ? (
        <span className={styles.distance}>
          {distance.unit === 'km'
            ? t('offerCard.distance', { km: distance.value })
            : t('offerCard.distanceMetres', { metres: distance.value })}
        </span>
      ) : null}
    </p>
  );
}

/** The title, whose link covers the card and opens the stay. */
export function CardTitle({ offer, card }: { offer: SearchOffer; card: OfferCardReading }) {
  return (
    <h3 className={styles.title}>
      <RouteLink className={styles.link} to={card.stay} onClick={card.trackSelection}>
        {offer.label}
      </RouteLink>
    </h3>
  );
}

/** Score, rating word and review count, or "New" without reviews. */
export function CardReview({ offer }: { offer: SearchOffer }) {
  const { t } = useTranslation('cards');
  const { locale } = useRemoteProps();
  const { review } = offer.hotel;
  const rating = ratingLabel({ score: review.average, reviewCount: review.count });
  return (
    <p className={styles.review}>
      {review.count > 0 ? (
        <>
          <span className={styles.score}>{t('offerCard.score', { score: formatScore(review.average, locale) })}</span>
          {rating ? <span className={styles.ratingLabel}>{t(`offerCard.rating.${rating}`)}</span> : null}
          <span className={styles.reviewCount}>{t('offerCard.reviews', { count: review.count })}</span>
        </>
      ) : (
        <span className={styles.ratingNew}>{t('offerCard.rating.new')}</span>
      )}
    </p>
  );
}

/** The struck reference price with a promotion, the price ("from" without dates) and what it covers. */
export function CardPrice({ offer, card }: { offer: SearchOffer; card: OfferCardReading }) {
  const { t } = useTranslation('cards');
  const { locale } = useRemoteProps();
  return (
    <div className={styles.price}>
      {card.badge ? (
        <del className={styles.refPrice}>
          <VisuallyHidden elementType="span">{t('offerCard.insteadOf')} </VisuallyHidden>
          {formatEuros(offer.refPrice, locale)}
        </del>
      ) : null}
      <p className={styles.sellPrice}>
        {card.showsFrom ? <span className={styles.fromPrefix}>{t('offerCard.from')} </span> : null}
        <strong className={styles.amount}>{formatEuros(offer.sellPrice, locale)}</strong>
      </p>
      <p className={styles.priceBasis}>
        {t('offerCard.priceBasis', {
          nights: t('offerCard.nights', { count: card.covers.nights }),
          people: t('offerCard.people', { count: card.covers.people }),
        })}
      </p>
    </div>
  );
}

/**
 * In the gifting flow a stay is sold as a voucher: sent by e-mail, and also printed and delivered
 * when the physical single voucher flag is on.
 */
export function GiftFormats() {
  const { t } = useTranslation('cards');
  const { flags } = useRemoteProps();
  return (
    <p className={styles.giftFormats}>
      {t(flags.physicalVoucher ? 'offerCard.giftFormats.digitalOrPhysical' : 'offerCard.giftFormats.digitalOnly')}
    </p>
  );
}
