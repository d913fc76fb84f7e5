import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { CmsPage } from '../../cms-page/components/cms-page-content';

export interface GetCmsHomepageRequest {
  locale: Locale;
}

/** The home page content of a locale, per flow (the api serves booking and gifting). */
export type CmsHomepageResponse = { booking: CmsPage } & Partial<Record<'gifting' | 'activity' | 'hotel', CmsPage>>;

/** GET /api/cms/homepage?locale= */
export function getCmsHomepage(
  api: KyInstance,
  request: GetCmsHomepageRequest,
  signal?: AbortSignal,
): Promise<CmsHomepageResponse> {
  return api.get('api/cms/homepage', { searchParams: { locale: request.locale }, signal }).json<CmsHomepageResponse>();
}

/** The home page content in the query cache, under the same key in the browser and on the server. */
export function cmsHomepageQuery(api: KyInstance, request: GetCmsHomepageRequest) {
  return queryOptions({
    queryKey: ['cms-homepage', request.locale],
    queryFn: ({ signal }) => getCmsHomepage(api, request, signal),
  });
}
