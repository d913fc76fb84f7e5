import { useTranslation } from 'react-i18next';
import type { Flow } from '@escapade/shared-contracts/routes';
import { useRemoteProps } from '../../../remote-props';
import { RouteLink } from '../../../components/route-link';
import type { SearchOffer } from '../../results/api/search-offers';
import { formatEuros, formatScore } from '../utils/format-euros';
import styles from './offer-card.module.css';

export interface OfferCardProps {
  offer: SearchOffer;
  flow: Flow;
  /** The search criteria as hash: the stay page opens with the same dates and travellers. */
  criteriaHash: string;
  /** Cards of the first row load their image at once; the others when scrolled near. */
  eagerImage?: boolean;
}

/** One result: picture, title, hotel, rating and price; the whole card opens the stay page. */
export function OfferCard({ offer, flow, criteriaHash, eagerImage = false }: OfferCardProps) {
  const { t } = useTranslation();
  const { apiBase, locale } = useRemoteProps();
  const { hotel } = offer;
  const people = offer.paxCount || offer.adult + offer.child + offer.baby;
  const hasPromo = offer.promo > 0 && offer.refPrice > offer.sellPrice;

  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <img
          className={styles.image}
          src={`${apiBase}${offer.imageUrl}`}
          alt={offer.label}
          loading={eagerImage ? 'eager' : 'lazy'}
          decoding="async"
          width={640}
          height={400}
        />
        {hasPromo ? (
          <span className={styles.promo}>
            <span className={styles.visuallyHidden}>{t('offerCard.discount')} </span>−{offer.promo}%
          </span>
        ) : null}
      </div>
      <div className={styles.body}>
        <p className={styles.location}>
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
            <path d="M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11zM12 7.5a2.5 2.5 0 100 5 2.5 2.5 0 000-5z" fill="currentColor" />
          </svg>
          <span className={styles.locationLabel}>{hotel.location.label}</span>
          {offer.distance !== null ? <span className={styles.distance}>{t('offerCard.distance', { km: Math.round(offer.distance) })}</span> : null}
        </p>
        <h3 className={styles.title}>
          <RouteLink className={styles.link} to={{ kind: 'stay', id: String(offer.id), query: { flow }, hash: criteriaHash }}>
            {offer.label}
          </RouteLink>
        </h3>
        <p className={styles.hotel}>
          <span className={styles.hotelName}>{hotel.label}</span>
          {hotel.stars > 0 ? (
            <span className={styles.stars} role="img" aria-label={t('offerCard.stars', { count: hotel.stars })}>
              {'★'.repeat(hotel.stars)}
            </span>
          ) : null}
        </p>
        {hotel.review.count > 0 ? (
          <p className={styles.review}>
            <span className={styles.score}>{t('offerCard.score', { score: formatScore(hotel.review.average, locale) })}</span>
            <span className={styles.reviewCount}>{t('offerCard.reviews', { count: hotel.review.count })}</span>
          </p>
        ) : (
          <p className={styles.review} aria-hidden="true" />
        )}
        {offer.cancellationPolicy.cancellable ? <p className={styles.cancellation}>{t('offerCard.freeCancellation')}</p> : null}
        <div className={styles.price}>
          {hasPromo ? (
            <del className={styles.refPrice}>
              <span className={styles.visuallyHidden}>{t('offerCard.insteadOf')} </span>
              {formatEuros(offer.refPrice, locale)}
            </del>
          ) : null}
          <p className={styles.sellPrice}>
            {offer.priceType === 'from-price' ? <span className={styles.fromPrefix}>{t('offerCard.from')} </span> : null}
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
