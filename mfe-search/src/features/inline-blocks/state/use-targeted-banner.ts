import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { useApiClient } from '../../../context/api-client';
import { useRemoteProps } from '../../../context/remote-props';
import { targetedBannersQuery, type TargetedBanner } from '../api/get-targeted-banners';
import { bannerContextOf, inlineTargetedBanner } from '../utils/targeted-banner-match';
import { useBlockContent } from './use-block-content';

/**
 * The targeted banner of the grid's inline block for this search, when banners are wanted
 * (`enabled`). A failed call means no banner: that block type is skipped.
 */
export function useTargetedBanner(
  criteria: SearchCriteria,
  page: 'search' | 'activitySearch',
  enabled: boolean,
): { settled: boolean; banner: TargetedBanner | null } {
  const api = useApiClient();
  const { locale } = useRemoteProps();
  const content = useBlockContent(useQuery({ ...targetedBannersQuery(api), enabled }), 'targeted-banners');
  return useMemo(() => {
    if (!enabled) return { settled: true, banner: null };
    if (content.status === 'loading') return { settled: false, banner: null };
    if (content.status === 'failed') return { settled: true, banner: null };
    return {
      settled: true,
      banner: inlineTargetedBanner(content.content[locale] ?? [], bannerContextOf(criteria, page)),
    };
  }, [enabled, content, locale, criteria, page]);
}
