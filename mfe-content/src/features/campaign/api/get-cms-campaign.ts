import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { CmsPage } from '../../cms-page/components/cms-page-content';
import { nullWhenNotFound } from '../../cms-page/state/null-when-not-found';

export interface GetCmsCampaignRequest {
  locale: Locale;
  /** black-friday, spring, valentines or xmas. */
  id: string;
}

/** A seasonal campaign: its page, or only a way home where it does not run on the locale. */
export type CmsCampaign = { id: string; redirectHome: true } | { id: string; redirectHome: false; page: CmsPage };

/** GET /api/cms/campaigns/{id}?locale= — null for an id that is no campaign (404). */
export function getCmsCampaign(
  api: KyInstance,
  request: GetCmsCampaignRequest,
  signal?: AbortSignal,
): Promise<CmsCampaign | null> {
  const path = `api/cms/campaigns/${encodeURIComponent(request.id)}`;
  return api
    .get(path, { searchParams: { locale: request.locale }, signal })
    .json<CmsCampaign>()
    .catch(nullWhenNotFound);
}

/** A campaign in the query cache, under the same key in the browser and on the server. */
export function cmsCampaignQuery(api: KyInstance, request: GetCmsCampaignRequest) {
  return queryOptions({
    queryKey: ['cms-campaign', request.locale, request.id],
    queryFn: ({ signal }) => getCmsCampaign(api, request, signal),
  });
}
