import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import type { Flow } from '@escapade/shared-contracts/routes';
import { useRemoteProps } from '../../../context/remote-props';
import { RouteLink } from '../../../components/route-link';
import { formatEuros } from '@escapade/shared-contracts/prices';
import type { MapMarker } from '../api/search-map-cells';
import type { MarkerOfferState } from '../state/use-marker-offer';
import styles from './map-info-card.module.css';

export interface MapInfoCardProps {
  marker: MapMarker;
  state: MarkerOfferState;
  flow: Flow;
  /** The search as hash: the stay page opens with the same dates and travellers. */
  criteriaHash: string;
  onClose(): void;
}

/** The info card of the selected marker, with a link to the stay page. */
export const MapInfoCard = forwardRef<HTMLElement, MapInfoCardProps>(function MapInfoCard(
  { marker, state, flow, criteriaHash, onClose },
  ref,
) {
  const { t } = useTranslation('map');
  const { apiBase, locale } = useRemoteProps();
  const offer = state.status === 'success' ? state.offer : null;
  const headingId = `map-card-${marker.id}`;
  const otherStays = marker.weekendIds.length - 1;

  return (
    <section
      ref={ref}
      className={styles.card}
      tabIndex={-1}
      aria-labelledby={headingId}
      aria-busy={state.status === 'loading'}
    >
      <div className={styles.media}>
        {offer?.imageUrl ? (
          <img
            className={styles.image}
            src={`${apiBase}${offer.imageUrl}`}
            alt=""
            width={640}
            height={360}
            decoding="async"
          />
        ) : null}
        <Button className={styles.close} onPress={onClose} aria-label={t('map.card.close')}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </Button>
      </div>
      <div className={styles.body}>
        {offer ? (
          <>
            <p className={styles.location}>{offer.locationLabel}</p>
            <h3 className={styles.title} id={headingId}>
              {offer.label}
            </h3>
            <p className={styles.hotel}>
              <span>{offer.hotelLabel}</span>
              {offer.stars > 0 ? (
                <span className={styles.stars} role="img" aria-label={t('map.card.stars', { count: offer.stars })}>
                  {'★'.repeat(offer.stars)}
                </span>
              ) : null}
            </p>
            <div className={styles.footer}>
              <p className={styles.price}>
                {offer.promo > 0 && offer.refPrice > offer.sellPrice ? (
                  <del className={styles.refPrice}>
                    <VisuallyHidden elementType="span">{t('map.card.insteadOf')} </VisuallyHidden>
                    {formatEuros(offer.refPrice, locale)}
                  </del>
                ) : null}
                {offer.priceType === 'from-price' ? <span className={styles.from}>{t('map.card.from')} </span> : null}
                <strong className={styles.amount}>{formatEuros(offer.sellPrice, locale)}</strong>
              </p>
              <RouteLink
                className={styles.link}
                to={{ kind: 'stay', id: String(offer.id), query: { flow }, hash: criteriaHash }}
              >
                {t('map.card.see')}
              </RouteLink>
            </div>
            {otherStays > 0 ? <p className={styles.more}>{t('map.card.otherStays', { count: otherStays })}</p> : null}
          </>
        ) : state.status === 'error' ? (
          <>
            <h3 className={styles.title} id={headingId}>
              {marker.label ?? t('map.card.title')}
            </h3>
            <p role="alert" className={styles.error}>
              {t('map.card.error')}
            </p>
          </>
        ) : (
          <>
            <VisuallyHidden elementType="h3" id={headingId}>
              {marker.label ?? t('map.card.title')}
            </VisuallyHidden>
            <VisuallyHidden elementType="p" role="status">
              {t('map.card.loading')}
            </VisuallyHidden>
            <div className={styles.skeleton} aria-hidden="true">
              <span className={styles.skeletonLine} />
              <span className={styles.skeletonLineWide} />
              <span className={styles.skeletonLine} />
            </div>
          </>
        )}
      </div>
    </section>
  );
});
