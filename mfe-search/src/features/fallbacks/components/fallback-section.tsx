import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serializeSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { useRemoteProps } from '../../../context/remote-props';
import { OfferCard } from '../../offer-card/components/offer-card';
import { OfferCardSkeleton } from '../../offer-card/components/offer-card-skeleton';
import type { SearchOffer } from '../../../utils/search-offers-answer';
import { FALLBACK_SKELETON_COUNT, FALLBACK_VISIBLE_THRESHOLD } from '../utils/fallback-constants';
import { getFallbackOffers } from '../api/get-fallback-offers';
import { useSeenOnce } from '../state/use-seen-once';
import type { Fallback } from '../utils/build-fallbacks';
import { fallbackHeading } from '../utils/fallback-heading';
import styles from './fallback-sections.module.css';

export type FallbackOutcome =
  { status: 'waiting' } | { status: 'loading' } | { status: 'done'; offers: SearchOffer[] } | { status: 'failed' };

export interface FallbackSectionProps {
  fallback: Fallback;
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
export function FallbackSection({ fallback, excludedHotelIds, canLoad, onOutcome }: FallbackSectionProps) {
  const { t } = useTranslation('cards');
  const { apiBase, locale } = useRemoteProps();
  const section = useRef<HTMLElement>(null);
  const seen = useSeenOnce(section, FALLBACK_VISIBLE_THRESHOLD);
  const [outcome, setOutcome] = useState<FallbackOutcome>({ status: 'waiting' });
  const criteriaHash = useMemo(() => serializeSearchCriteria(fallback.criteria).hash, [fallback.criteria]);
  const excludedKey = excludedHotelIds.join(',');
  const { order } = fallback.key;
  const report = useRef(onOutcome);
  report.current = onOutcome;

  useEffect(() => {
    if (!seen || !canLoad) return;
    const controller = new AbortController();
    const settle = (next: FallbackOutcome) => {
      if (controller.signal.aborted) return;
      setOutcome(next);
      report.current(order, next);
    };
    settle({ status: 'loading' });
    getFallbackOffers({
      apiBase,
      locale,
      criteria: fallback.criteria,
      excludedHotelIds: excludedKey ? excludedKey.split(',').map(Number) : [],
      signal: controller.signal,
    })
      // Fallback failures are silent (spec §7): the section just does not show.
      .then((response) => settle({ status: 'done', offers: response.exactMatch }))
      .catch(() => settle({ status: 'failed' }));
    return () => controller.abort();
  }, [seen, canLoad, apiBase, locale, fallback.criteria, excludedKey, order]);

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
