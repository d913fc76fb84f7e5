import { useQuery } from '@tanstack/react-query';
import type { Flow } from '@escapade/shared-contracts/routes';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import type { CmsPage } from '../../cms-page/components/cms-page-content';
import { useCmsQueryState } from '../../cms-page/state/use-cms-query-state';
import { cmsHomepageQuery } from '../api/get-cms-homepage';
import { pickCmsPage } from '../utils/pick-cms-page';

/**
 * The home page of the current locale and flow: undefined while it loads, null when it failed (the
 * home has no "not found": any failure, a 404 included, is reported). One request per locale, both
 * flows come together.
 */
export function useCmsHomepage(flow: Flow): CmsPage | null | undefined {
  const { locale } = useRemoteProps();
  const state = useCmsQueryState(useQuery(cmsHomepageQuery(useApiClient(), { locale })), 'mfe-content/home');
  if (state.status === 'loading') return undefined;
  return state.status === 'error' ? null : pickCmsPage(state.data, flow);
}
