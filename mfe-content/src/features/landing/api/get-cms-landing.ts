import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { CmsPage } from '../../cms-page/components/cms-page-content';
import { nullWhenNotFound } from '../../cms-page/state/null-when-not-found';

export interface GetCmsLandingRequest {
  locale: Locale;
  slug: string;
}

export type CmsLanding = CmsPage & { slug: string };

/** GET /api/cms/landings/{slug}?locale= — null when the locale has no landing of that slug (404). */
export function getCmsLanding(
  api: KyInstance,
  request: GetCmsLandingRequest,
  signal?: AbortSignal,
): Promise<CmsLanding | null> {
  return api
    .get(`api/cms/landings/${encodeURIComponent(request.slug)}`, { searchParams: { locale: request.locale }, signal })
    .json<CmsLanding>()
    .catch(nullWhenNotFound);
}

/** A landing in the query cache, under the same key in the browser and on the server. */
export function cmsLandingQuery(api: KyInstance, request: GetCmsLandingRequest) {
  return queryOptions({
    queryKey: ['cms-landing', request.locale, request.slug],
    queryFn: ({ signal }) => getCmsLanding(api, request, signal),
  });
}
