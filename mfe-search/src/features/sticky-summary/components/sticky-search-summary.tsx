import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Flow } from '@escapade/shared-contracts/routes';
import { PHONE, useMediaQuery } from '../../../hooks/use-media-query';
import { usePublishedHeight } from '../../../hooks/use-published-height';
import { SearchBox } from '../../search-box/components/search-box';
import { useStickyVisibility } from '../state/use-sticky-visibility';
import styles from './sticky-search-summary.module.css';

export interface StickySearchSummaryProps {
  flow: Flow;
  /** The criteria hash of the results shown. */
  hash: string;
  /** The element whose leaving the screen lets the summary show (the banner's search box). */
  anchorRef?: RefObject<Element | null>;
}

/** The custom property holding the summary's height while it shows: the action bar sticks below it. */
export const SEARCH_SUMMARY_HEIGHT_PROPERTY = '--search-summary-height';

/**
 * Phones only: once the visitor has scrolled past the search box, a search summary sticks to the
 * top of the screen; pressing it opens the search overlay.
 */
export function StickySearchSummary({ flow, hash, anchorRef }: StickySearchSummaryProps) {
  const isPhone = useMediaQuery(PHONE);
  const shown = useStickyVisibility(anchorRef);
  if (!isPhone || !shown) return null;
  return <ShownSummary flow={flow} hash={hash} />;
}

function ShownSummary({ flow, hash }: Pick<StickySearchSummaryProps, 'flow' | 'hash'>) {
  const { t } = useTranslation('search-box');
  const summary = useRef<HTMLDivElement>(null);
  usePublishedHeight(summary, SEARCH_SUMMARY_HEIGHT_PROPERTY);
  return (
    <div ref={summary} className={styles.sticky} role="region" aria-label={t('searchBox.stickySummary')}>
      <SearchBox key={`${flow}#${hash}`} flow={flow} initialHash={hash} variant="compact" />
    </div>
  );
}
