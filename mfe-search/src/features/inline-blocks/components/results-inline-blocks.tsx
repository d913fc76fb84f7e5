import type { ReactNode } from 'react';
import type { SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { useRemoteProps } from '../../../context/remote-props';
import { useTargetedBanner } from '../state/use-targeted-banner';
import { inlineBlockTypes } from '../utils/inline-block-types';
import { InlineBlock, InlineBlockPlaceholder } from './inline-block';

/**
 * The inline blocks of the results grid for this search, in slot order: chosen by flow,
 * site, care mode, the boxes block toggle and whether a targeted banner matches.
 */
export function useResultsInlineBlocks(criteria: SearchCriteria, page: 'search' | 'activitySearch'): ReactNode[] {
  const { locale, careMode, flags } = useRemoteProps();
  const wantsBanner = !careMode && (criteria.flow === 'booking' || criteria.flow === 'hotel');
  const targeted = useTargetedBanner(criteria, page, wantsBanner);
  const types = inlineBlockTypes({
    flow: criteria.flow,
    locale,
    careMode,
    boxesBlock: flags.boxesBlock,
    hasTargetedBanner: targeted.banner !== null,
  });
  return types.map((type, slot) =>
    // Until the banners answer, the first slot keeps its room rather than switching blocks.
    slot === 0 && wantsBanner && !targeted.settled ? (
      <InlineBlockPlaceholder key={slot} />
    ) : (
      <InlineBlock key={slot} type={type} criteria={criteria} targetedBanner={targeted.banner} />
    ),
  );
}
