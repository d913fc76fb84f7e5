import { useCallback, useMemo, useState, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { clearFilters, serializeSearchCriteria, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { RouteLink } from '../../../components/route-link';
import type { SearchDetails } from '../../../utils/search-offers-answer';
import { useFallbackPlace } from '../state/use-fallback-place';
import { buildFallbacks } from '../utils/build-fallbacks';
import { fallbackMessageOf, type FallbackProgress } from '../utils/fallback-message';
import { FallbackSection, type FallbackOutcome } from './fallback-section';
import styles from './fallback-sections.module.css';

export interface FallbackSectionsProps {
  criteria: SearchCriteria;
  /** Hotels of the exact results: fallbacks never show them again. */
  exactHotelIds: number[];
  exactTotalCount: number;
  /** What the exact search told of the searched place (its label, centre, region and country). */
  exactSearchDetails?: SearchDetails | null;
  /** The exact search answered as an exact match: only then do fallbacks run. */
  exactMatch: boolean;
}

/**
 * Suggestions after (or instead of) the exact results: the relaxed searches, each in its own
 * lazily loaded section, and the message above them — a suggestion note under exact results,
 * "No exact results found…" when only suggestions exist, the no-results alert when everything came
 * back empty, a placeholder while that is not known yet.
 */
export function FallbackSections({
  criteria,
  exactHotelIds,
  exactTotalCount,
  exactSearchDetails,
  exactMatch,
}: FallbackSectionsProps): JSX.Element | null {
  const placeState = useFallbackPlace(criteria, exactSearchDetails);
  const place = placeState.status === 'ready' ? placeState.place : null;
  const fallbacks = useMemo(
    () => (exactMatch && placeState.status === 'ready' ? buildFallbacks(criteria, place) : []),
    [exactMatch, placeState.status, criteria, place],
  );
  const fallbacksKey = fallbacks.map((fallback) => fallback.key.value).join('|');
  const [outcomes, setOutcomes] = useState<{ key: string; byOrder: Record<number, FallbackOutcome> }>({
    key: '',
    byOrder: {},
  });
  const byOrder = outcomes.key === fallbacksKey ? outcomes.byOrder : {};
  const onOutcome = useCallback(
    (order: number, outcome: FallbackOutcome) =>
      setOutcomes((current) => ({
        key: fallbacksKey,
        byOrder: { ...(current.key === fallbacksKey ? current.byOrder : {}), [order]: outcome },
      })),
    [fallbacksKey],
  );

  if (criteria.flow === 'activity') return null;

  const progress: FallbackProgress = {
    placeKnown: placeState.status === 'ready' || !exactMatch,
    outcomes: fallbacks.map((fallback) => byOrder[fallback.key.order] ?? { status: 'waiting' }),
  };
  const message = fallbackMessageOf(exactTotalCount, progress);

  // Each section waits for the ones before it, and leaves out every hotel already shown and every
  // hotel of the exact search, whatever page it is on.
  const sections: JSX.Element[] = [];
  const shown = new Set(exactHotelIds);
  let earlierSettled = true;
  for (const fallback of fallbacks) {
    const outcome = byOrder[fallback.key.order];
    sections.push(
      <FallbackSection
        key={`${fallback.key.order}-${fallback.key.value}`}
        fallback={fallback}
        exactCriteria={criteria}
        excludedHotelIds={[...shown]}
        canLoad={earlierSettled}
        onOutcome={onOutcome}
      />,
    );
    if (outcome?.status === 'done') for (const offer of outcome.offers) shown.add(offer.hotel.id);
    earlierSettled &&= outcome?.status === 'done' || outcome?.status === 'failed';
  }

  // 'none' comes only once every fallback has settled empty: nothing is left to show.
  if (message === 'none') return null;
  return (
    <div className={styles.fallbacks}>
      <FallbackMessage message={message} criteria={criteria} />
      {sections}
    </div>
  );
}

function FallbackMessage({
  message,
  criteria,
}: {
  message: ReturnType<typeof fallbackMessageOf>;
  criteria: SearchCriteria;
}) {
  const { t } = useTranslation('cards');
  switch (message) {
    case 'none':
      return null;
    case 'placeholder':
      return <div className={styles.placeholder} aria-hidden="true" data-testid="fallback-message-placeholder" />;
    case 'suggestions':
      return (
        <p className={`${styles.message} ${styles.info}`} role="status">
          {t('fallbacks.suggestions')}
        </p>
      );
    case 'noExactResults':
      return (
        <p className={`${styles.message} ${styles.warning}`} role="status">
          {t('fallbacks.noExactResults')}
        </p>
      );
    case 'noResults': {
      const kind = criteria.flow === 'activity' ? 'activitySearch' : 'search';
      const target = {
        kind,
        query: { flow: criteria.flow },
        hash: serializeSearchCriteria(clearFilters(criteria)).hash,
      } as const;
      return (
        <div className={`${styles.message} ${styles.alert}`} role="alert">
          <p className={styles.alertText}>{t('fallbacks.noResults')}</p>
          <RouteLink className={styles.removeFilters} to={target}>
            {t('fallbacks.removeFilters')}
          </RouteLink>
        </div>
      );
    }
  }
}
