import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { useBoxOffers } from '../state/use-box-offers';
import { useScrolledIntoView } from '../state/use-scrolled-into-view';
import { BoxOfferCard } from './box-offer-card';
import { PageSection } from '../../../components/page-section';
import styles from './box-offers.module.css';

/** The next page is asked for this far before the end of the list comes on screen. */
const LOAD_AHEAD_MARGIN = '400px';

/**
 * The stays the box can be exchanged for, 8 at a time: the next page loads as the end of the list
 * scrolls into view, or from "Show more" (for the keyboard, and browsers without the observer).
 * Nothing shows while the first page loads or when the list cannot be had; a later page that
 * fails stops the loading and leaves "Show more" to try again.
 */
export function BoxOffers({ code }: { code: string }) {
  const { t } = useTranslation('box');
  const { query, offers, totalCount } = useBoxOffers(code);
  const loaderRef = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const pageCount = query.data?.pages.length ?? 0;

  useScrolledIntoView(loaderRef, () => void fetchNextPage(), {
    enabled: hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
    rootMargin: LOAD_AHEAD_MARGIN,
    // Each new page is watched afresh: a loader still on screen after it asks for the next one.
    restartKey: pageCount,
  });

  if (pageCount === 0 || offers.length === 0) return null;

  return (
    <PageSection id="box-offers" title={t('offers.title', { count: totalCount || offers.length })}>
      <ul className={styles.list}>
        {offers.map((offer) => (
          <li key={offer.id} className={styles.item}>
            <BoxOfferCard offer={offer} />
          </li>
        ))}
      </ul>
      <div ref={loaderRef} className={styles.loader}>
        {isFetchingNextPage ? <span className={styles.spinner} aria-hidden="true" /> : null}
        {hasNextPage && !isFetchingNextPage ? (
          <Button className={styles.showMore} onPress={() => void fetchNextPage()}>
            {t('offers.showMore')}
          </Button>
        ) : null}
        <VisuallyHidden elementType="p" role="status">
          {isFetchingNextPage ? t('offers.loadingMore') : ''}
        </VisuallyHidden>
      </div>
    </PageSection>
  );
}
