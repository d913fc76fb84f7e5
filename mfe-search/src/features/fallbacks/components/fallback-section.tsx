import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { serializeSearchCriteria, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { useApiClient } from '../../../context/api-client';
import { useRemoteProps } from '../../../context/remote-props';
import { OfferCard } from '../../offer-card/components/offer-card';
import { OfferCardSkeleton } from '../../offer-card/components/offer-card-skeleton';
import type { SearchOffer } from '../../../utils/search-offers-answer';
import { FALLBACK_SKELETON_COUNT, FALLBACK_VISIBLE_THRESHOLD } from '../utils/fallback-constants';
import { fallbackOffersQuery } from '../api/get-fallback-offers';
import { useSeenOnce } from '../state/use-seen-once';
import type { Fallback } from '../utils/build-fallbacks';
import { fallbackHeading } from '../utils/fallback-heading';
import styles from './fallback-sections.module.css';

export type FallbackOutcome =
  { status: 'waiting' } | { status: 'loading' } | { status: 'done'; offers: SearchOffer[] } | { status: 'failed' };

export interface FallbackSectionProps {
  fallback: Fallback;
  /** The exact search this section complements: none of its hotels is suggested. */
  exactCriteria: SearchCriteria;
  /** Hotels already shown (exact results and earlier suggestions). */
  excludedHotelIds: readonly number[];
  /** False until the earlier sections have settled, so no hotel shows twice. */
  canLoad: boolean;
  onOutcome(order: number, outcome: FallbackOutcome): void;
}

/**
 * One suggestion section: a skeleton of 3 cards until it is 10 % visible and its turn comes, then
 * its 3 offers. A fallback that fails or comes back empty renders nothing.
 */
export function FallbackSection({
  fallback,
  exactCriteria,
  excludedHotelIds,
  canLoad,
  onOutcome,
}: FallbackSectionProps) {
  const { t } = useTranslation('cards');
  const api = useApiClient();
  const { locale } = useRemoteProps();
  const section = useRef<HTMLElement>(null);
  const seen = useSeenOnce(section, FALLBACK_VISIBLE_THRESHOLD);
  const criteriaHash = useMemo(() => serializeSearchCriteria(fallback.criteria).hash, [fallback.criteria]);
  const { order } = fallback.key;

  // Fallback failures are silent: the section just does not show.
  const fetched = useQuery({
    ...fallbackOffersQuery(api, { locale, criteria: fallback.criteria, exactCriteria, excludedHotelIds }),
    enabled: seen && canLoad,
  });
  const offers = fetched.data?.exactMatch;
  const outcome = useMemo<FallbackOutcome>(() => {
    if (offers) return { status: 'done', offers };
    if (fetched.isError) return { status: 'failed' };
    return fetched.isFetching ? { status: 'loading' } : { status: 'waiting' };
  }, [offers, fetched.isError, fetched.isFetching]);
  const report = useEffectEvent(onOutcome);
  useEffect(() => {
    if (outcome.status !== 'waiting') report(order, outcome);
  }, [order, outcome]);

  if (outcome.status === 'failed' || (outcome.status === 'done' && outcome.offers.length === 0)) return null;

  const heading = fallbackHeading(fallback, t);
  const headingId = `fallback-${fallback.key.order}-${fallback.key.value}`;
  return (
    <section
      ref={section}
      className={styles.section}
      aria-labelledby={headingId}
      data-fallback-key={fallback.key.value}
      data-fallback-order={order}
    >
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {outcome.status === 'done' ? (
        <ul className={styles.grid}>
          {outcome.offers.map((offer, index) => (
            <li key={offer.id} className={styles.item}>
              <OfferCard offer={offer} flow={fallback.criteria.flow} criteriaHash={criteriaHash} index={index} />
            </li>
          ))}
        </ul>
      ) : (
        <div role="status" aria-label={t('fallbacks.loading')}>
          <ul className={styles.grid} aria-hidden="true">
            {Array.from({ length: FALLBACK_SKELETON_COUNT }, (_, index) => (
              <li key={index} className={styles.item}>
                <OfferCardSkeleton />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
