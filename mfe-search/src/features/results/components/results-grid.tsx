import { useTranslation } from 'react-i18next';
import type { Flow } from '@escapade/shared-contracts/routes';
import { OfferCard } from '../../offer-card/components/offer-card';
import { OfferCardSkeleton } from '../../offer-card/components/offer-card-skeleton';
import type { SearchOffer } from '../api/search-offers';
import styles from './results-grid.module.css';

/** Two desktop rows: enough to fill the first screen while results load. */
export const RESULTS_SKELETON_COUNT = 6;
/** The first row of the 3-column grid is visible at once: its images are not lazy. */
const EAGER_IMAGES = 3;

export interface ResultsGridProps {
  offers: SearchOffer[];
  flow: Flow;
  criteriaHash: string;
}

/** Offer cards in 3 columns on desktop, 2 on tablets, 1 on phones. */
export function ResultsGrid({ offers, flow, criteriaHash }: ResultsGridProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.grid} aria-label={t('results.listLabel')}>
      {offers.map((offer, index) => (
        <li key={offer.id} className={styles.item}>
          <OfferCard offer={offer} flow={flow} criteriaHash={criteriaHash} eagerImage={index < EAGER_IMAGES} />
        </li>
      ))}
    </ul>
  );
}

/** Skeleton cards in the same grid, announced once as loading. */
export function ResultsGridSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('results.loading')}>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: RESULTS_SKELETON_COUNT }, (_, index) => (
          <li key={index} className={styles.item}>
            <OfferCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
