import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Flow } from '@escapade/shared-contracts/routes';
import { OfferCard } from '../../offer-card/components/offer-card';
import { OfferCardSkeleton } from '../../offer-card/components/offer-card-skeleton';
import { useRemoteProps } from '../../../context/remote-props';
import type { SearchOffer } from '../../../utils/search-offers-answer';
import { EAGER_IMAGE_COUNT, RESULTS_SKELETON_COUNT } from '../utils/results-constants';
import { gridItems } from '../utils/grid-layout';
import styles from './results-grid.module.css';

export interface ResultsGridProps {
  offers: SearchOffer[];
  flow: Flow;
  criteriaHash: string;
  /** The inline blocks, in slot order (after result 3, after result 9); none in care mode. */
  blocks?: readonly ReactNode[];
}

/** Offer cards in 3 columns on desktop, 2 on tablets, 1 on phones, with the inline blocks as full rows. */
export function ResultsGrid({ offers, flow, criteriaHash, blocks = [] }: ResultsGridProps) {
  const { t } = useTranslation('results');
  return (
    <ul className={styles.grid} aria-label={t('results.listLabel')}>
      {gridItems(offers, blocks.length).map((item) =>
        item.type === 'result' ? (
          <li key={item.result.id} className={styles.item}>
            <OfferCard
              offer={item.result}
              flow={flow}
              criteriaHash={criteriaHash}
              eagerImage={item.index < EAGER_IMAGE_COUNT}
              index={item.index}
            />
          </li>
        ) : (
          <li key={`block-${item.slot}`} className={styles.block} data-testid={`inline-block-${item.slot + 1}`}>
            {blocks[item.slot]}
          </li>
        ),
      )}
    </ul>
  );
}

export interface ResultsGridSkeletonProps {
  /**
   * The server's markup of the results page: each card's picture box is marked for its result's
   * position, and the shell's first script draws the first results' photos there before this
   * remote's code comes (shared-contracts/early-result-photos).
   */
  photoSlots?: boolean;
  /** Results whose cards are about to be drawn: their photos show in the placeholders meanwhile. */
  photos?: readonly SearchOffer[];
}

/** Skeleton cards in the same grid, announced once as loading. */
export function ResultsGridSkeleton({ photoSlots = false, photos = [] }: ResultsGridSkeletonProps) {
  const { apiBase } = useRemoteProps();
  const { t } = useTranslation('results');
  return (
    <div role="status" aria-label={t('results.loading')}>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: RESULTS_SKELETON_COUNT }, (_, index) => (
          <li key={index} className={styles.item}>
            <OfferCardSkeleton
              photoSlot={photoSlots ? index : undefined}
              // The very address the card and the shell's early draw ask for: already downloaded.
              photo={photos[index] ? `${apiBase}${photos[index].imageUrl}` : undefined}
              eagerPhoto={index < EAGER_IMAGE_COUNT}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
