import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { RouteTarget } from '@escapade/shared-contracts/routes';

export interface GetCmsIdeasRequest {
  locale: Locale;
}

/** One idea: a tile with its cover, leading to a page of the shop (a landing, a search…). */
export interface IdeaItem {
  id: string;
  label: string;
  imageUrl: string;
  target: RouteTarget;
}

export interface IdeasSection {
  id: string;
  title: string;
  items: IdeaItem[];
}

export interface IdeasRegion {
  id: string;
  label: string;
  target: RouteTarget;
}

export interface CmsIdeas {
  title: string;
  intro: string;
  seo: { title: string; description: string };
  sections: IdeasSection[];
  regions: IdeasRegion[];
}

/** GET /api/cms/ideas?locale= */
export function getCmsIdeas(api: KyInstance, request: GetCmsIdeasRequest, signal?: AbortSignal): Promise<CmsIdeas> {
  return api.get('api/cms/ideas', { searchParams: { locale: request.locale }, signal }).json<CmsIdeas>();
}

/** The ideas of a locale in the query cache, under the same key in the browser and on the server. */
export function cmsIdeasQuery(api: KyInstance, request: GetCmsIdeasRequest) {
  return queryOptions({
    queryKey: ['cms-ideas', request.locale],
    queryFn: ({ signal }) => getCmsIdeas(api, request, signal),
  });
}
